// src/main/java/com/example/portal/PortalController.java — Spring Boot 3 (spring-boot-starter-web), Java 17+.
// Run with the environment variable PORTAL_TOKEN='<the token saved in My Account>'.
// Category URL: https://your-site.example/api/categories · Post URL: https://your-site.example/api/save-article
package com.example.portal;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api")
public class PortalController {
    // Your site's categories: read them from your CMS.
    private static final List<Map<String, Object>> CATEGORIES = List.of(
            Map.of("id", 1, "name", "National", "slug", "national"),
            Map.of("id", 2, "name", "Sports", "slug", "sports"));
    private static final List<String> MEDIA_FIELDS = List.of("images", "videos", "pdfs");

    private final byte[] token;
    private final AtomicLong nextId = new AtomicLong(1);
    private final List<Map<String, Object>> articles = new CopyOnWriteArrayList<>(); // replace with your database

    public PortalController(@Value("${PORTAL_TOKEN}") String token) {
        if (token.isBlank()) {
            throw new IllegalStateException("Set PORTAL_TOKEN to the token saved in My Account");
        }
        this.token = token.getBytes(StandardCharsets.UTF_8);
    }

    @GetMapping("/categories")
    public ResponseEntity<Map<String, Object>> categories(@RequestHeader(value = "Token", required = false) String given) {
        ResponseEntity<Map<String, Object>> refusal = tokenRefusal(given);
        if (refusal != null) {
            return refusal;
        }
        return answer(HttpStatus.OK, Map.of("data", CATEGORIES));
    }

    @PostMapping("/save-article")
    public ResponseEntity<Map<String, Object>> saveArticle(
            @RequestHeader(value = "Token", required = false) String given,
            @RequestBody(required = false) Map<String, Object> body) {
        ResponseEntity<Map<String, Object>> refusal = tokenRefusal(given);
        if (refusal != null) {
            return refusal;
        }
        if (!isValidArticle(body)) {
            return answer(HttpStatus.UNPROCESSABLE_ENTITY, Map.of("message", "Invalid data."));
        }
        Map<String, Object> article = new LinkedHashMap<>();
        article.put("id", nextId.getAndIncrement());
        article.put("title", body.get("title"));
        article.put("description", body.get("description"));
        article.put("category", body.get("category"));
        for (String field : MEDIA_FIELDS) {
            article.put(field, body.get(field) == null ? List.of() : body.get(field));
        }
        articles.add(article);
        // The media links expire after some days: download the files to your own storage now, do not hot-link them.
        return answer(HttpStatus.CREATED, Map.of("message", "Article saved", "data", article, "status", 201));
    }

    private ResponseEntity<Map<String, Object>> tokenRefusal(String given) {
        if (given == null || given.isEmpty()) {
            return answer(HttpStatus.BAD_REQUEST, Map.of("message", "Token header is missing"));
        }
        // MessageDigest.isEqual takes the same time wherever the first difference is.
        if (!MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), token)) {
            return answer(HttpStatus.UNAUTHORIZED, Map.of("message", "Invalid token"));
        }
        return null;
    }

    private static boolean isValidArticle(Map<String, Object> body) {
        return body != null
                && body.get("title") instanceof String title
                && !title.isBlank()
                && title.codePointCount(0, title.length()) <= 255
                && body.get("description") instanceof String description
                && !description.isBlank()
                && (body.get("category") instanceof Integer || body.get("category") instanceof Long)
                && MEDIA_FIELDS.stream().allMatch(field -> isUrlList(body.get(field)));
    }

    private static boolean isUrlList(Object value) {
        return value == null || (value instanceof List<?> list && list.stream().allMatch(item -> item instanceof String));
    }

    private static ResponseEntity<Map<String, Object>> answer(HttpStatus status, Map<String, Object> body) {
        return ResponseEntity.status(status).body(body);
    }
}
