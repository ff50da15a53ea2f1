<?php
// Receives the news agency's articles: PHP 8.1+ with mbstring, no framework.
// Run: PORTAL_TOKEN='<the token saved in My Account>' php -S 0.0.0.0:8000 index.php
// Category URL: https://your-site.example/api/categories · Post URL: https://your-site.example/api/save-article
declare(strict_types=1);

// Your site's categories: read them from your CMS.
const CATEGORIES = [
    ['id' => 1, 'name' => 'National', 'slug' => 'national'],
    ['id' => 2, 'name' => 'Sports', 'slug' => 'sports'],
];
const MEDIA_FIELDS = ['images', 'videos', 'pdfs'];
const ARTICLES_FILE = __DIR__ . '/articles.jsonl'; // replace with your database

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

function isUrlList(mixed $value): bool
{
    if ($value === null) {
        return true;
    }
    return is_array($value) && array_is_list($value) && count(array_filter($value, 'is_string')) === count($value);
}

function isValidArticle(mixed $body): bool
{
    if (!is_array($body)) {
        return false;
    }
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

$route = $_SERVER['REQUEST_METHOD'] . ' ' . parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);

if ($route === 'GET /api/categories') {
    requirePortalToken();
    answer(200, ['data' => CATEGORIES]);
}

if ($route === 'POST /api/save-article') {
    requirePortalToken();
    $body = json_decode(file_get_contents('php://input'), true);
    if (!isValidArticle($body)) {
        answer(422, ['message' => 'Invalid data.']);
    }
    $article = [
        'id' => bin2hex(random_bytes(8)),
        'title' => $body['title'],
        'description' => $body['description'],
        'category' => $body['category'],
    ];
    foreach (MEDIA_FIELDS as $field) {
        $article[$field] = $body[$field] ?? [];
    }
    file_put_contents(ARTICLES_FILE, json_encode($article, JSON_UNESCAPED_UNICODE) . "\n", FILE_APPEND | LOCK_EX);
    // The media links expire after some days: download the files to your own storage now, do not hot-link them.
    answer(201, ['message' => 'Article saved', 'data' => $article, 'status' => 201]);
}

answer(404, ['message' => 'Not found']);
