<?php
// Receives the news agency's articles, corrections and take-downs: PHP 8.1+ with mbstring, no framework.
// Run: PORTAL_TOKEN='<the token saved in My Account>' PORTAL_SIGNING_SECRET='whsec_…' php -S 0.0.0.0:8000 index.php
// Category URL: https://your-site.example/api/categories · Post URL: https://your-site.example/api/save-article
declare(strict_types=1);

// Your site's categories: read them from your CMS.
const CATEGORIES = [
    ['id' => 1, 'name' => 'National', 'slug' => 'national'],
    ['id' => 2, 'name' => 'Sports', 'slug' => 'sports'],
];
const MEDIA_FIELDS = ['images', 'videos', 'pdfs'];
const TOLERANCE_SECONDS = 300; // refuse replays of old pushes
const POSTS_FILE = __DIR__ . '/posts.json'; // replace with your database

function answer(int $status, array $body): never
{
    http_response_code($status);
    header('Content-Type: application/json; charset=utf-8');
    echo json_encode($body, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    exit;
}

function requirePortalToken(): void
{
    $given = $_SERVER['HTTP_TOKEN'] ?? '';
    if ($given === '') {
        answer(400, ['message' => 'Token header is missing']);
    }
    $expected = (string) getenv('PORTAL_TOKEN');
    // hash_equals takes the same time wherever the first difference is.
    if ($expected === '' || !hash_equals($expected, $given)) {
        answer(401, ['message' => 'Invalid token']);
    }
}

/** True when X-Portal-Signature (t=…,v1=…) signs "t.body" with the secret and t is within 5 minutes. */
function isSigned(string $header, string $body): bool
{
    $parts = [];
    foreach (explode(',', $header) as $part) {
        [$key, $value] = array_pad(explode('=', $part, 2), 2, '');
        $parts[$key] = $value;
    }
    $secret = (string) getenv('PORTAL_SIGNING_SECRET');
    if ($secret === '' || !isset($parts['t'], $parts['v1']) || !ctype_digit($parts['t'])) {
        return false;
    }
    if (abs(time() - (int) $parts['t']) > TOLERANCE_SECONDS) {
        return false;
    }
    return hash_equals(hash_hmac('sha256', $parts['t'] . '.' . $body, $secret), $parts['v1']);
}

function isUrlList(mixed $value): bool
{
    if ($value === null) {
        return true;
    }
    return is_array($value) && array_is_list($value) && count(array_filter($value, 'is_string')) === count($value);
}

function isValidArticle(array $body): bool
{
    $title = $body['title'] ?? null;
    $description = $body['description'] ?? null;
    foreach (MEDIA_FIELDS as $field) {
        if (!isUrlList($body[$field] ?? null)) {
            return false;
        }
    }
    return is_string($title) && trim($title) !== '' && mb_strlen($title) <= 255
        && is_string($description) && trim($description) !== ''
        && is_int($body['category'] ?? null);
}

/** `portal` is absent (the older contract) or names the item and its version. */
function isValidPortal(mixed $portal): bool
{
    return $portal === null || (is_array($portal) && is_int($portal['item_id'] ?? null) && is_int($portal['version'] ?? null));
}

/** The key of the post of portal item $itemId, or false when there is none. */
function findPost(array $posts, ?int $itemId): int|false
{
    foreach ($posts as $key => $post) {
        if ($itemId !== null && $post['item_id'] === $itemId) {
            return $key;
        }
    }
    return false;
}

/** publish and update: one post per portal item, changed only by a higher version. */
function publish(array &$posts, array $body): array
{
    $fields = ['title' => $body['title'], 'description' => $body['description'], 'category' => $body['category']];
    foreach (MEDIA_FIELDS as $field) {
        $fields[$field] = $body[$field] ?? [];
    }
    // The media links expire after some days: download the files to your own storage now, do not hot-link them.
    $itemId = $body['portal']['item_id'] ?? null;
    $version = $body['portal']['version'] ?? 1;
    $key = findPost($posts, $itemId);
    if ($key === false) {
        $post = ['post_id' => count($posts) + 1, 'item_id' => $itemId, 'version' => $version, 'state' => 'published'] + $fields;
        $posts[] = $post;
        return [201, 'Article saved', $post];
    }
    if ($posts[$key]['version'] >= $version) {
        return [200, 'Already up to date', $posts[$key]]; // a retry, or a late older push
    }
    // A newer version brings a taken-down post back.
    $posts[$key] = array_merge($posts[$key], $fields, ['version' => $version, 'state' => 'published']);
    return [200, 'Article updated', $posts[$key]];
}

/** takedown: out of view, keeping its version, so that only a newer version brings the post back. */
function takeDown(array &$posts, array $body): array
{
    $key = findPost($posts, $body['portal']['item_id']);
    if ($key === false) {
        return [200, 'Nothing to take down', null];
    }
    if ($posts[$key]['version'] >= $body['portal']['version']) {
        return [200, 'Already up to date', $posts[$key]];
    }
    $posts[$key] = array_merge($posts[$key], ['state' => 'taken_down', 'version' => $body['portal']['version']]);
    return [200, 'Article taken down', $posts[$key]];
}

$route = $_SERVER['REQUEST_METHOD'] . ' ' . parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);

if ($route === 'GET /api/categories') {
    requirePortalToken();
    answer(200, ['data' => CATEGORIES]);
}

if ($route === 'POST /api/save-article') {
    requirePortalToken();
    $raw = (string) file_get_contents('php://input'); // the raw body: parse it only after checking the signature
    if (!isSigned($_SERVER['HTTP_X_PORTAL_SIGNATURE'] ?? '', $raw)) {
        answer(401, ['message' => 'Invalid signature']);
    }
    $body = json_decode($raw, true);
    if (!is_array($body) || !isValidPortal($body['portal'] ?? null)) {
        answer(422, ['message' => 'Invalid data.']);
    }
    $action = $body['action'] ?? 'publish'; // the older contract sends no action
    $isTakedown = $action === 'takedown' && isset($body['portal']);
    if (!$isTakedown && !(in_array($action, ['publish', 'update'], true) && isValidArticle($body))) {
        answer(422, ['message' => 'Invalid data.']);
    }
    // Read, change and write the posts under a lock, so a retry never makes a second post.
    $file = fopen(POSTS_FILE, 'c+');
    flock($file, LOCK_EX);
    $posts = json_decode(stream_get_contents($file) ?: '[]', true);
    [$status, $message, $post] = $isTakedown ? takeDown($posts, $body) : publish($posts, $body);
    ftruncate($file, 0);
    rewind($file);
    fwrite($file, json_encode($posts, JSON_UNESCAPED_UNICODE));
    fclose($file); // also releases the lock
    answer($status, ['message' => $message, 'data' => $post, 'status' => $status]);
}

answer(404, ['message' => 'Not found']);
