<?php
// config/services.php — add the portal entry; put PORTAL_TOKEN='<the token saved in My Account>'
// and PORTAL_SIGNING_SECRET='<the signing secret shown in My Account>' in .env

return [
    // … your other services

    'portal' => [
        'token' => env('PORTAL_TOKEN'),
        'signing_secret' => env('PORTAL_SIGNING_SECRET'),
    ],
];
