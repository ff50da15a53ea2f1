import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { compileMo } from '../../lib/gettext-mo.ts';

/** The plugin's sources (integrations/wordpress/portal-news at the repository's root). */
export const WORDPRESS_PLUGIN_DIR = fileURLToPath(new URL('../../../../../integrations/wordpress/portal-news/', import.meta.url));
/** The folder the zip's entries are under: WordPress installs the plugin as wp-content/plugins/portal-news. */
const ZIP_ROOT = 'portal-news';
/** One date for every entry, so the same sources make the same zip. */
const ENTRY_TIME = new Date('2026-01-01T00:00:00Z');

/** Every file under a folder, as paths relative to it with forward slashes, sorted. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function buildZip(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of await filesUnder(WORDPRESS_PLUGIN_DIR)) {
    const contents = await fs.readFile(path.join(WORDPRESS_PLUGIN_DIR, file));
    zip.addBuffer(contents, `${ZIP_ROOT}/${file}`, { mtime: ENTRY_TIME, mode: 0o100644 });
    // WordPress loads translations from compiled .mo files: each .po is compiled next to itself.
    if (file.endsWith('.po')) {
      zip.addBuffer(compileMo(contents.toString('utf8')), `${ZIP_ROOT}/${file.replace(/\.po$/, '.mo')}`, {
        mtime: ENTRY_TIME,
        mode: 0o100644,
      });
    }
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let cached: Promise<Buffer> | undefined;

/** The WordPress plugin "Portal News" as an installable zip (entries under `portal-news/`), built once. */
export function wordpressPluginZip(): Promise<Buffer> {
  cached ??= buildZip().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
