<?php
// app/Http/Controllers/PortalWebhookController.php — Laravel 10+.
// .env: PORTAL_WEBHOOK_SECRET='whsec_…'; config/services.php: 'portal' => ['webhook_secret' => env('PORTAL_WEBHOOK_SECRET')]
// routes/api.php: Route::post('/webhooks/portal', PortalWebhookController::class); Webhook URL: https://your-site.example/api/webhooks/portal

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Log;

class PortalWebhookController extends Controller
{
    private const TOLERANCE_SECONDS = 300; // refuse replays of old deliveries

    public function __invoke(Request $request): Response
    {
        $body = $request->getContent(); // the raw body: parse it only after checking
        if (!$this->isSigned((string) $request->header('X-Portal-Signature', ''), $body)) {
            return response('', 400);
        }
        // Event ids already handled, kept a day (the portal retries for 24 hours).
        if (Cache::add('portal-event:' . $request->header('X-Portal-Event-Id'), true, now()->addDay())) {
            $item = json_decode($body, true); // ninjs; a NewsML-G2 hook gets XML: <pubStatus qcode="stat:canceled"/>
            $status = $item['pubstatus'] ?? $item['pubStatus']; // ninjs 2.x, 3.2: take $item['uri'] down when "canceled"
            Log::info('portal item', ['pubstatus' => $status, 'uri' => $item['uri'], 'version' => $item['version']]);
        }
        return response('', 204); // answer fast; queue slow work
    }

    /** True when X-Portal-Signature (t=…,v1=…) signs "t.body" with the secret and t is within 5 minutes. */
    private function isSigned(string $header, string $body): bool
    {
        $parts = [];
        foreach (explode(',', $header) as $part) {
            [$key, $value] = array_pad(explode('=', $part, 2), 2, '');
            $parts[$key] = $value;
        }
        if (!isset($parts['t'], $parts['v1']) || !ctype_digit($parts['t'])) {
            return false;
        }
        if (abs(time() - (int) $parts['t']) > self::TOLERANCE_SECONDS) {
            return false;
        }
        $expected = hash_hmac('sha256', $parts['t'] . '.' . $body, (string) config('services.portal.webhook_secret'));
        return hash_equals($expected, $parts['v1']);
    }
}
