package com.example.portal;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.Map;
import org.springframework.http.ResponseEntity;

/**
 * Test support, not shown on the page: serves PortalController over HTTP the way Spring MVC binds it
 * (the Token and X-Portal-Signature headers or null, the body as raw bytes, the ResponseEntity written as JSON), so
 * the sample is checked against the same requests as the other languages' samples.
 */
public class SpringHarness {
    private static final ObjectMapper JSON = new ObjectMapper();

    public static void main(String[] args) throws IOException {
        PortalController controller = new PortalController(System.getenv("PORTAL_TOKEN"), System.getenv("PORTAL_SIGNING_SECRET"));
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", Integer.parseInt(System.getenv("PORT"))), 0);
        server.createContext("/api/categories", exchange -> {
            if (!exchange.getRequestMethod().equals("GET")) {
                write(exchange, 405, Map.of());
                return;
            }
            write(exchange, controller.categories(exchange.getRequestHeaders().getFirst("Token")));
        });
        server.createContext("/api/save-article", exchange -> {
            if (!exchange.getRequestMethod().equals("POST")) {
                write(exchange, 405, Map.of());
                return;
            }
            byte[] raw = exchange.getRequestBody().readAllBytes();
            write(
                    exchange,
                    controller.saveArticle(
                            exchange.getRequestHeaders().getFirst("Token"),
                            exchange.getRequestHeaders().getFirst("X-Portal-Signature"),
                            raw.length == 0 ? null : raw));
        });
        server.start();
        System.out.println("listening");
    }

    private static void write(HttpExchange exchange, ResponseEntity<Map<String, Object>> answer) throws IOException {
        write(exchange, answer.getStatusCodeValue(), answer.getBody());
    }

    private static void write(HttpExchange exchange, int status, Object body) throws IOException {
        byte[] bytes = JSON.writeValueAsBytes(body);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }
}
