// src/main/java/com/example/portal/PortalController.java — Spring Boot 3 (spring-boot-starter-web), Java 17+.
// Run with the environment variables PORTAL_TOKEN='<the token saved in My Account>' and PORTAL_SIGNING_SECRET='whsec_…'.
// Category URL: https://your-site.example/api/categories · Post URL: https://your-site.example/api/save-article
package com.example.portal;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
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
    private static final long TOLERANCE_SECONDS = 300; // refuse replays of old pushes
    private static final ObjectMapper JSON = new ObjectMapper();

    private final byte[] token;
    private final byte[] secret;
    private final List<Map<String, Object>> posts = new ArrayList<>(); // replace with your database

    public PortalController(
            @Value("${PORTAL_TOKEN}") String token, @Value("${PORTAL_SIGNING_SECRET}") String secret) {
        if (token.isBlank() || secret.isBlank()) {
            throw new IllegalStateException("Set PORTAL_TOKEN and PORTAL_SIGNING_SECRET as shown in My Account → Client API");
        }
        this.token = token.getBytes(StandardCharsets.UTF_8);
        this.secret = secret.getBytes(StandardCharsets.UTF_8);
    }

    @GetMapping("/categories")
    public ResponseEntity<Map<String, Object>> categories(@RequestHeader(value = "Token", required = false) String given) {
        ResponseEntity<Map<String, Object>> refusal = tokenRefusal(given);
        if (refusal != null) {
            return refusal;
        }
        return answer(HttpStatus.OK, Map.of("data", CATEGORIES));
    }

    // The body as raw bytes: the signature is over them, so parse the JSON only after checking.
    @PostMapping("/save-article")
    public ResponseEntity<Map<String, Object>> saveArticle(
            @RequestHeader(value = "Token", required = false) String given,
            @RequestHeader(value = "X-Portal-Signature", required = false) String signature,
            @RequestBody(required = false) byte[] raw) {
        ResponseEntity<Map<String, Object>> refusal = tokenRefusal(given);
        if (refusal != null) {
            return refusal;
        }
        byte[] body = raw == null ? new byte[0] : raw;
        if (!isSigned(signature, body)) {
            return answer(HttpStatus.UNAUTHORIZED, Map.of("message", "Invalid signature"));
        }
        Map<String, Object> push = parse(body);
        if (push == null || !isValidPortal(push.get("portal"))) {
            return invalid();
        }
        Object action = push.getOrDefault("action", "publish"); // the older contract sends no action
        if ("takedown".equals(action) && push.get("portal") != null) {
            return takeDown(push);
        }
        if (("publish".equals(action) || "update".equals(action)) && isValidArticle(push)) {
            return publish(push);
        }
        return invalid();
    }

    /** publish and update: one post per portal item, changed only by a higher version. */
    private synchronized ResponseEntity<Map<String, Object>> publish(Map<String, Object> push) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("title", push.get("title"));
        fields.put("description", push.get("description"));
        fields.put("category", push.get("category"));
        for (String field : MEDIA_FIELDS) {
            fields.put(field, push.get(field) == null ? List.of() : push.get(field));
        }
        // The media links expire after some days: download the files to your own storage now, do not hot-link them.
        Map<?, ?> portal = push.get("portal") instanceof Map<?, ?> map ? map : Map.of();
        Object itemId = portal.get("item_id");
        long version = portal.get("version") instanceof Number number ? number.longValue() : 1;
        Map<String, Object> post = findPost(itemId);
        if (post == null) {
            post = new LinkedHashMap<>();
            post.put("post_id", posts.size() + 1);
            post.put("item_id", itemId);
            post.put("version", version);
            post.put("state", "published");
            post.putAll(fields);
            posts.add(post);
            return saved(HttpStatus.CREATED, "Article saved", post);
        }
        if ((long) post.get("version") >= version) {
            return saved(HttpStatus.OK, "Already up to date", post); // a retry, or a late older push
        }
        post.putAll(fields);
        post.put("version", version);
        post.put("state", "published"); // a newer version brings a taken-down post back
        return saved(HttpStatus.OK, "Article updated", post);
    }

    /** takedown: out of view, keeping its version, so that only a newer version brings the post back. */
    private synchronized ResponseEntity<Map<String, Object>> takeDown(Map<String, Object> push) {
        Map<?, ?> portal = (Map<?, ?>) push.get("portal");
        long version = ((Number) portal.get("version")).longValue();
        Map<String, Object> post = findPost(portal.get("item_id"));
        if (post == null) {
            return saved(HttpStatus.OK, "Nothing to take down", null);
        }
        if ((long) post.get("version") >= version) {
            return saved(HttpStatus.OK, "Already up to date", post);
        }
        post.put("state", "taken_down");
        post.put("version", version);
        return saved(HttpStatus.OK, "Article taken down", post);
    }

    private Map<String, Object> findPost(Object itemId) {
        if (itemId == null) {
            return null;
        }
        return posts.stream().filter(post -> itemId.equals(post.get("item_id"))).findFirst().orElse(null);
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

    /** True when X-Portal-Signature (t=…,v1=…) signs "t.body" with the secret and t is within 5 minutes. */
    private boolean isSigned(String header, byte[] body) {
        String timestamp = null;
        String given = null;
        for (String part : String.valueOf(header).split(",")) {
            String[] pair = part.split("=", 2);
            if (pair.length == 2 && pair[0].equals("t")) timestamp = pair[1];
            if (pair.length == 2 && pair[0].equals("v1")) given = pair[1];
        }
        if (timestamp == null || given == null || !timestamp.matches("\\d{1,12}")) {
            return false;
        }
        if (Math.abs(System.currentTimeMillis() / 1000 - Long.parseLong(timestamp)) > TOLERANCE_SECONDS) {
            return false;
        }
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            mac.update((timestamp + ".").getBytes(StandardCharsets.UTF_8));
            return MessageDigest.isEqual(mac.doFinal(body), HexFormat.of().parseHex(given));
        } catch (GeneralSecurityException | IllegalArgumentException refused) {
            return false;
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> parse(byte[] body) {
        try {
            return JSON.readValue(body, Map.class);
        } catch (IOException notAnObject) {
            return null;
        }
    }

    /** `portal` is absent (the older contract) or names the item and its version. */
    private static boolean isValidPortal(Object portal) {
        return portal == null
                || (portal instanceof Map<?, ?> map && isInteger(map.get("item_id")) && isInteger(map.get("version")));
    }

    private static boolean isValidArticle(Map<String, Object> body) {
        return body.get("title") instanceof String title
                && !title.isBlank()
                && title.codePointCount(0, title.length()) <= 255
                && body.get("description") instanceof String description
                && !description.isBlank()
                && isInteger(body.get("category"))
                && MEDIA_FIELDS.stream().allMatch(field -> isUrlList(body.get(field)));
    }

    private static boolean isInteger(Object value) {
        return value instanceof Integer || value instanceof Long;
    }

    private static boolean isUrlList(Object value) {
        return value == null || (value instanceof List<?> list && list.stream().allMatch(item -> item instanceof String));
    }

    private static ResponseEntity<Map<String, Object>> invalid() {
        return answer(HttpStatus.UNPROCESSABLE_ENTITY, Map.of("message", "Invalid data."));
    }

    private static ResponseEntity<Map<String, Object>> saved(HttpStatus status, String message, Map<String, Object> post) {
        Map<String, Object> body = new HashMap<>(); // a HashMap, as data may be null
        body.put("message", message);
        body.put("data", post);
        body.put("status", status.value());
        return answer(status, body);
    }

    private static ResponseEntity<Map<String, Object>> answer(HttpStatus status, Map<String, Object> body) {
        return ResponseEntity.status(status).body(body);
    }
}
