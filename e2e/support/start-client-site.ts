/** Starts the reference client site for the e2e run on a fresh data file, so every run starts with no articles. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startClientSite } from '../../examples/client-site/client-site.ts';
import { CLIENT_SITE_TOKEN } from './client-site.ts';
import { CLIENT_SITE_PORT } from './ports.ts';

const dataFile = path.join(os.tmpdir(), `client-site-e2e-${CLIENT_SITE_PORT}.json`);
fs.rmSync(dataFile, { force: true });

const site = await startClientSite({ port: CLIENT_SITE_PORT, host: '127.0.0.1', token: CLIENT_SITE_TOKEN, dataFile });

const stop = () => {
  void site.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
