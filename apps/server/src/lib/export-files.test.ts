import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import { createExportFiles, EXPORT_LINK_MS } from './export-files.ts';

let root: string;
let clock: number;
const files = () => createExportFiles({ storage: createDiskStorage(root), secret: 'x'.repeat(32), now: () => new Date(clock) });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-'));
  clock = Date.now();
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('export files', () => {
  it('stores a file under its download name and resolves its genuine link until it expires', async () => {
    const exports = files();
    const link = await exports.save('news-export-2026-05-01.csv', Buffer.from('ID\r\n'));
    const found = exports.resolve(link);
    expect(found).toBe(`exports/${link.folder}/news-export-2026-05-01.csv`);
    expect(fs.readFileSync(path.join(root, found as string), 'utf8')).toBe('ID\r\n');
    clock += EXPORT_LINK_MS + 1000;
    expect(exports.resolve(link)).toBeUndefined();
  });

  it('refuses a changed signature, name, folder or expiry, and paths that leave the folder', async () => {
    const exports = files();
    const link = await exports.save('a.csv', Buffer.from('x'));
    expect(
      exports.resolve({ ...link, signature: `${link.signature.slice(0, -1)}${link.signature.endsWith('A') ? 'B' : 'A'}` }),
    ).toBeUndefined();
    expect(exports.resolve({ ...link, name: 'b.csv' })).toBeUndefined();
    expect(exports.resolve({ ...link, expires: link.expires + 3600 })).toBeUndefined();
    expect(exports.resolve({ ...link, folder: '00000000-0000-0000-0000-000000000000' })).toBeUndefined();
    expect(exports.resolve({ ...link, name: '../a.csv' })).toBeUndefined();
    await expect(exports.save('../escape.csv', Buffer.from('x'))).rejects.toThrow();
  });

  it('sweeps files older than an hour, and only those', async () => {
    const exports = files();
    const old = await exports.save('old.csv', Buffer.from('x'));
    const past = new Date(clock - 2 * 3_600_000);
    fs.utimesSync(path.join(root, 'exports', old.folder, old.name), past, past);
    const recent = await exports.save('recent.csv', Buffer.from('y'));
    await exports.sweep();
    expect(fs.readdirSync(path.join(root, 'exports'))).toEqual([recent.folder]);
  });
});
