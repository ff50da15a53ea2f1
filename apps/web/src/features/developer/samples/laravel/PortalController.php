<?php
// app/Http/Controllers/PortalController.php

namespace App\Http\Controllers;

use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Validator;

class PortalController extends Controller
{
    public function categories(): JsonResponse
    {
        // Your site's categories table.
        $categories = DB::table('categories')->select('id', 'name', 'slug')->orderBy('name')->get();

        return response()->json(['data' => $categories]);
    }

    public function saveArticle(Request $request): JsonResponse
    {
        $validator = Validator::make($request->all(), [
            'title' => 'required|string|max:255',
            'description' => 'required|string',
            'category' => 'required|integer',
            'images' => 'nullable|array',
            'images.*' => 'string',
            'videos' => 'nullable|array',
            'videos.*' => 'string',
            'pdfs' => 'nullable|array',
            'pdfs.*' => 'string',
        ]);
        if ($validator->fails()) {
            return response()->json(['message' => 'Invalid data.', 'errors' => $validator->errors()], 422);
        }
        $article = $validator->validated();
        $media = [
            'images' => $article['images'] ?? [],
            'videos' => $article['videos'] ?? [],
            'pdfs' => $article['pdfs'] ?? [],
        ];
        // A table of your own for the received articles.
        $id = DB::table('portal_articles')->insertGetId([
            'title' => $article['title'],
            'description' => $article['description'],
            'category_id' => $article['category'],
            'media' => json_encode($media),
            'created_at' => now(),
        ]);
        // The media links expire after some days: download the files to your own storage now, do not hot-link them.
        $saved = ['id' => $id, 'title' => $article['title'], 'category' => $article['category']] + $media;

        return response()->json(['message' => 'Article saved', 'data' => $saved, 'status' => 201], 201);
    }
}
