/**
 * The yardstick of the content benchmark: a Fastify server with nothing but one JSON route, in a
 * process of its own like the portal's. What /api/health costs beyond it is the portal's per-request
 * overhead (hooks, headers, logging, the database ping).
 * Run by bench/content-api.ts; PORT and HOST from the environment.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
