/**
 * Starts the reference client site from the environment:
 *   PORT (default 4500), HOST (default 127.0.0.1), TOKEN (required), DATA_FILE (optional JSON file),
 *   SECRET (optional: the signing secret of My Account; with it every push's signature is checked).
 */
import { startClientSite } from './client-site.ts';

const token = process.env.TOKEN;
if (!token) {
  console.error('Set TOKEN: the value the portal must send in the Token header.');
  process.exit(1);
}

const site = await startClientSite({
  port: Number(process.env.PORT ?? 4500),
  host: process.env.HOST ?? '127.0.0.1',
  token,
  ...(process.env.DATA_FILE ? { dataFile: process.env.DATA_FILE } : {}),
  ...(process.env.SECRET ? { secret: process.env.SECRET } : {}),
});
process.stdout.write(`Client site listening on ${site.url}\n  catergoy_api: ${site.categoriesUrl}\n  store_api:    ${site.articlesUrl}\n`);

const stop = () => {
  void site.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
