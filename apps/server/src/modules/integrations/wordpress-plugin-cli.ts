import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wordpressPluginZip } from './wordpress-plugin.ts';

// `npm run build:wp-plugin`: the zip the portal serves, written to dist/ at the repository's root.
const target = fileURLToPath(new URL('../../../../../dist/portal-news-wordpress.zip', import.meta.url));
const zip = await wordpressPluginZip();
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, zip);
process.stdout.write(`wrote ${path.relative(process.cwd(), target)} (${zip.length} bytes)\n`);
