/**
 * The portal as the content benchmark runs it: the whole app (buildApp, migrations included) on the
 * benchmark database, configured by the environment, without the demo data `npm start` seeds.
 */
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const config = loadConfig();
const app = await buildApp(config);
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: config.port, host: config.host });
