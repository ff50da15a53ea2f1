import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from './storage.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('storage', () => {
  it('keeps a staged file out of place until its row committed', async () => {
    const storage = createStorage(root);
    await storage.init();
    const staged = await storage.stage('logos', 'png', Buffer.from('image'));
    expect(fs.existsSync(path.join(root, staged.relativePath))).toBe(false);
    await staged.commit();
    expect(fs.readFileSync(path.join(root, staged.relativePath), 'utf8')).toBe('image');
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('forgets a discarded file', async () => {
    const storage = createStorage(root);
    await storage.init();
    const staged = await storage.stage('logos', 'png', Buffer.from('image'));
    await staged.discard();
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
    expect(fs.existsSync(path.join(root, staged.relativePath))).toBe(false);
  });

  it('clears half-written files left by a killed process on the next start', async () => {
    fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
    fs.writeFileSync(path.join(root, 'tmp', 'half-written.png'), 'partial');
    await createStorage(root).init();
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('refuses a path that leaves the storage folder', () => {
    expect(() => createStorage(root).resolve('../../etc/passwd')).toThrow(/escapes/);
  });
});
