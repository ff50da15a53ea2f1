import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
/** A string that begins like a path of the portal API, with or without the `/api/` the client once added itself. */
const API_PATH_LITERAL = /(['"`])(\/api\/|auth\/v2\/|v1\/)/;
/** Tests and their fakes may spell paths out; the receiver samples name paths of the client's own site, not the portal's. */
const EXEMPT = [/\.test\.tsx?$/, /^test\//, /\/testing\//, /^features\/developer\/samples\//];
const sourceFiles = (folder: string): string[] =>
  fs.readdirSync(path.join(SRC, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });

describe('API paths', () => {
  it('come from the endpoints of @portal/shared, never from a string literal in the app', () => {
    const files = sourceFiles('').filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
    expect(files.length).toBeGreaterThan(100);
    const literals = files.flatMap((file) =>
      fs
        .readFileSync(path.join(SRC, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (API_PATH_LITERAL.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(literals).toEqual([]);
  });

  it('are called through call() with their contract, so no answer type is written by hand', () => {
    const files = sourceFiles('').filter((file) => !EXEMPT.some((pattern) => pattern.test(file)) && file !== 'lib/api-call.ts');
    const direct = files.filter(
      (file) =>
        /\bapi(<[^>]*>)?\(/.test(fs.readFileSync(path.join(SRC, file), 'utf8')) &&
        /import \{[^}]*\bapi\b[^}]*\} from '[^']*api-client\.ts'/.test(fs.readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
