package com.example.portal;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;

/**
 * Test support, not shown on the page: serves PortalWebhookController over HTTP the way Spring MVC binds
 * it (the two headers or null, the body as raw bytes, the ResponseEntity's status).
 */
public class WebhookHarness {
    public static void main(String[] args) throws IOException {
        PortalWebhookController controller = new PortalWebhookController(System.getenv("PORTAL_WEBHOOK_SECRET"));
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", Integer.parseInt(System.getenv("PORT"))), 0);
        server.createContext("/", exchange -> {
            int status = 404;
            if (exchange.getRequestMethod().equals("POST") && exchange.getRequestURI().getPath().equals("/webhooks/portal")) {
                byte[] body = exchange.getRequestBody().readAllBytes();
                status = controller
                        .receive(
                                exchange.getRequestHeaders().getFirst("X-Portal-Signature"),
                                exchange.getRequestHeaders().getFirst("X-Portal-Event-Id"),
                                body)
                        .getStatusCode()
                        .value();
            }
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        server.start();
        System.out.println("listening");
    }
}
