<?php
// Receives the news agency's webhooks: PHP 8.0+, no packages needed.
// Run: PORTAL_WEBHOOK_SECRET='whsec_…' php -S 0.0.0.0:8000 webhook.php · Webhook URL: https://your-site.example/webhook.php

const TOLERANCE_SECONDS = 300; // refuse replays of old deliveries

$secret = getenv('PORTAL_WEBHOOK_SECRET');
if ($secret === false || $secret === '') {
    http_response_code(500);
    exit('Set PORTAL_WEBHOOK_SECRET to the secret shown when you added the webhook');
}

/** True when X-Portal-Signature (t=…,v1=…) signs "t.body" with the secret and t is within 5 minutes. */
function is_signed(string $secret, string $header, string $body): bool
{
    $parts = [];
    foreach (explode(',', $header) as $part) {
        [$key, $value] = array_pad(explode('=', $part, 2), 2, '');
        $parts[$key] = $value;
    }
    if (!isset($parts['t'], $parts['v1']) || !ctype_digit($parts['t'])) {
        return false;
    }
    if (abs(time() - (int) $parts['t']) > TOLERANCE_SECONDS) {
        return false;
    }
    $expected = hash_hmac('sha256', $parts['t'] . '.' . $body, $secret);
    return hash_equals($expected, $parts['v1']);
}

if ($_SERVER['REQUEST_METHOD'] !== 'POST') {
    http_response_code(405);
    exit;
}
$body = file_get_contents('php://input'); // the raw body: parse it only after checking
if (!is_signed($secret, $_SERVER['HTTP_X_PORTAL_SIGNATURE'] ?? '', $body)) {
    http_response_code(400);
    exit;
}
$eventId = $_SERVER['HTTP_X_PORTAL_EVENT_ID'] ?? '';
$seenFile = __DIR__ . '/seen-events.txt'; // event ids already handled: use your database
$seen = is_file($seenFile) ? file($seenFile, FILE_IGNORE_NEW_LINES) : [];
if (!in_array($eventId, $seen, true)) {
    file_put_contents($seenFile, $eventId . "\n", FILE_APPEND | LOCK_EX);
    $item = json_decode($body, true); // ninjs; a NewsML-G2 hook gets XML: <pubStatus qcode="stat:canceled"/>
    $status = $item['pubstatus'] ?? $item['pubStatus']; // ninjs 2.x, 3.2: take $item['uri'] down when "canceled"
    error_log($status . ' ' . $item['uri'] . ' ' . $item['version']);
}
http_response_code(204); // answer fast; do slow work after answering
