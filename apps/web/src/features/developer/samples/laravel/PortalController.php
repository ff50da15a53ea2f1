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
        $isTakedown = $request->input('action') === 'takedown'; // the older contract sends no action: a publish
        $rules = [
            'action' => 'sometimes|in:publish,update,takedown',
            'portal' => ($isTakedown ? 'required' : 'nullable') . '|array',
            'portal.item_id' => 'required_with:portal|integer',
            'portal.version' => 'required_with:portal|integer',
        ];
        if (!$isTakedown) { // a take-down carries no article
            $rules += [
                'title' => 'required|string|max:255',
                'description' => 'required|string',
                'category' => 'required|integer',
                'images' => 'nullable|array',
                'images.*' => 'string',
                'videos' => 'nullable|array',
                'videos.*' => 'string',
                'pdfs' => 'nullable|array',
                'pdfs.*' => 'string',
            ];
        }
        $validator = Validator::make($request->all(), $rules);
        if ($validator->fails()) {
            return response()->json(['message' => 'Invalid data.', 'errors' => $validator->errors()], 422);
        }
        $push = $validator->validated();

        // A table of your own for the received posts, with a unique index on item_id: one post per portal item.
        return DB::transaction(fn () => $isTakedown ? $this->takeDown($push['portal']) : $this->publish($push));
    }

    /** publish and update: one post per portal item, changed only by a higher version. */
    private function publish(array $article): JsonResponse
    {
        $itemId = $article['portal']['item_id'] ?? null;
        $version = $article['portal']['version'] ?? 1;
        $fields = [
            'title' => $article['title'],
            'description' => $article['description'],
            'category_id' => $article['category'],
            'media' => json_encode([
                'images' => $article['images'] ?? [],
                'videos' => $article['videos'] ?? [],
                'pdfs' => $article['pdfs'] ?? [],
            ]),
        ];
        // The media links expire after some days: download the files to your own storage now, do not hot-link them.
        $post = $itemId === null ? null : DB::table('portal_posts')->where('item_id', $itemId)->lockForUpdate()->first();
        if ($post === null) {
            $id = DB::table('portal_posts')->insertGetId(
                $fields + ['item_id' => $itemId, 'version' => $version, 'state' => 'published', 'created_at' => now()]
            );
            return $this->answer(201, 'Article saved', $id);
        }
        if ($post->version >= $version) {
            return $this->answer(200, 'Already up to date', $post->id); // a retry, or a late older push
        }
        // A newer version brings a taken-down post back.
        DB::table('portal_posts')->where('id', $post->id)
            ->update($fields + ['version' => $version, 'state' => 'published', 'updated_at' => now()]);
        return $this->answer(200, 'Article updated', $post->id);
    }

    /** takedown: out of view, keeping its version, so that only a newer version brings the post back. */
    private function takeDown(array $portal): JsonResponse
    {
        $post = DB::table('portal_posts')->where('item_id', $portal['item_id'])->lockForUpdate()->first();
        if ($post === null) {
            return $this->answer(200, 'Nothing to take down', null);
        }
        if ($post->version >= $portal['version']) {
            return $this->answer(200, 'Already up to date', $post->id);
        }
        DB::table('portal_posts')->where('id', $post->id)
            ->update(['state' => 'taken_down', 'version' => $portal['version'], 'updated_at' => now()]);
        return $this->answer(200, 'Article taken down', $post->id);
    }

    private function answer(int $status, string $message, ?int $postId): JsonResponse
    {
        $post = $postId === null ? null : DB::table('portal_posts')
            ->select('id as post_id', 'item_id', 'version', 'state', 'title', 'category_id as category')
            ->where('id', $postId)
            ->first();

        return response()->json(['message' => $message, 'data' => $post, 'status' => $status], $status);
    }
}
