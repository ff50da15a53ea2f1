<?php
// routes/api.php — Laravel 10 or newer (on Laravel 11+, run `php artisan install:api` once).
// Category URL: https://your-site.example/api/categories · Post URL: https://your-site.example/api/save-article

use App\Http\Controllers\PortalController;
use App\Http\Middleware\CheckPortalToken;
use App\Http\Middleware\VerifyPortalSignature;
use Illuminate\Support\Facades\Route;

Route::middleware(CheckPortalToken::class)->group(function () {
    Route::get('/categories', [PortalController::class, 'categories']);
    Route::post('/save-article', [PortalController::class, 'saveArticle'])->middleware(VerifyPortalSignature::class);
});
