import fs from 'node:fs';
import { registerHooks } from 'node:module';

/**
 * Preloaded (`node --import`) into a portal process by a test: writes the URL of every module the process resolves
 * whose path names one of the packages watched, a line each, to LOADED_MODULES_FILE.
 */
const file = process.env.LOADED_MODULES_FILE;
const WATCHED = /\/node_modules\/(@opentelemetry\/[^/]+|import-in-the-middle|require-in-the-middle)\//;

if (file) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (WATCHED.test(resolved.url)) fs.appendFileSync(file, `${resolved.url}\n`);
      return resolved;
    },
  });
}
