// src/main/java/com/example/portal/PortalWebhookController.java — Spring Boot 3 (spring-boot-starter-web), Java 17+.
// Run with PORTAL_WEBHOOK_SECRET='whsec_…'. Webhook URL: https://your-site.example/webhooks/portal
package com.example.portal;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PortalWebhookController {
    private static final long TOLERANCE_SECONDS = 300; // refuse replays of old deliveries

    private final byte[] secret;
    private final Set<String> seen = ConcurrentHashMap.newKeySet(); // event ids already handled: use your database

    public PortalWebhookController(@Value("${PORTAL_WEBHOOK_SECRET}") String secret) {
        if (secret.isBlank()) {
            throw new IllegalStateException("Set PORTAL_WEBHOOK_SECRET to the secret shown when you added the webhook");
        }
        this.secret = secret.getBytes(StandardCharsets.UTF_8);
    }

    // The body as raw bytes: the signature is over them, so parse the JSON only after checking.
    @PostMapping("/webhooks/portal")
    public ResponseEntity<Void> receive(
            @RequestHeader(value = "X-Portal-Signature", required = false) String signature,
            @RequestHeader(value = "X-Portal-Event-Id", required = false) String eventId,
            @RequestBody byte[] body) {
        if (!isSigned(signature, body)) {
            return ResponseEntity.badRequest().build();
        }
        if (seen.add(String.valueOf(eventId))) {
            // ninjs: parse with Jackson; take "uri" down when "pubstatus" (ninjs 2.x; "pubStatus" in 3.2) is "canceled".
            // A hook whose body format is NewsML-G2 gets XML instead: <pubStatus qcode="stat:canceled"/>.
            System.out.println("portal event " + eventId);
        }
        return ResponseEntity.noContent().build(); // answer fast; do slow work after answering
    }

    /** True when X-Portal-Signature (t=…,v1=…) signs "t.body" with the secret and t is within 5 minutes. */
    boolean isSigned(String header, byte[] body) {
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
            byte[] expected = mac.doFinal(body);
            return MessageDigest.isEqual(expected, HexFormat.of().parseHex(given));
        } catch (GeneralSecurityException | IllegalArgumentException refused) {
            return false;
        }
    }
}
