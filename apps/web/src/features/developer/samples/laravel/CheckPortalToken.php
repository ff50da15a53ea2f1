<?php
// app/Http/Middleware/CheckPortalToken.php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

class CheckPortalToken
{
    public function handle(Request $request, Closure $next): Response
    {
        $given = (string) $request->header('Token', '');
        if ($given === '') {
            return response()->json(['message' => 'Token header is missing'], 400);
        }
        $expected = (string) config('services.portal.token');
        // hash_equals takes the same time wherever the first difference is.
        if ($expected === '' || !hash_equals($expected, $given)) {
            return response()->json(['message' => 'Invalid token'], 401);
        }
        return $next($request);
    }
}
