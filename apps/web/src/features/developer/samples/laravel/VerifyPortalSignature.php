<?php
// app/Http/Middleware/VerifyPortalSignature.php — on the save-article route, after CheckPortalToken.

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

class VerifyPortalSignature
{
    private const TOLERANCE_SECONDS = 300; // refuse replays of old pushes

    public function handle(Request $request, Closure $next): Response
    {
        // The raw body: the signature is over it, so the controller reads the JSON only after this check.
        if (!$this->isSigned((string) $request->header('X-Portal-Signature', ''), $request->getContent())) {
            return response()->json(['message' => 'Invalid signature'], 401);
        }
        return $next($request);
    }

    /** True when X-Portal-Signature (t=…,v1=…) signs "t.body" with the secret and t is within 5 minutes. */
    private function isSigned(string $header, string $body): bool
    {
        $parts = [];
        foreach (explode(',', $header) as $part) {
            [$key, $value] = array_pad(explode('=', $part, 2), 2, '');
            $parts[$key] = $value;
        }
        $secret = (string) config('services.portal.signing_secret');
        if ($secret === '' || !isset($parts['t'], $parts['v1']) || !ctype_digit($parts['t'])) {
            return false;
        }
        if (abs(time() - (int) $parts['t']) > self::TOLERANCE_SECONDS) {
            return false;
        }
        return hash_equals(hash_hmac('sha256', $parts['t'] . '.' . $body, $secret), $parts['v1']);
    }
}
