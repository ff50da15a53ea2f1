import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorage, saveWithPlacedFiles } from './storage.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const inPlace = (relativePath: string) => fs.existsSync(path.join(root, relativePath));
const tmpFiles = () => fs.readdirSync(path.join(root, 'tmp'));

describe('storage', () => {
  it('keeps a staged file in tmp/ until it is placed', async () => {
    const storage = createStorage(root);
    await storage.init();
    const staged = await storage.stage('logos', 'png', Buffer.from('image'));
    expect(inPlace(staged.relativePath)).toBe(false);
    await staged.place();
    expect(fs.readFileSync(path.join(root, staged.relativePath), 'utf8')).toBe('image');
    expect(tmpFiles()).toEqual([]);
  });

  it('has the file in place while the row naming it is saved, and keeps it afterwards', async () => {
    const storage = createStorage(root);
    await storage.init();
    const staged = await storage.stage('logos', 'png', Buffer.from('image'));
    const seenBySave = await saveWithPlacedFiles([staged], async () => inPlace(staged.relativePath));
    expect(seenBySave).toBe(true);
    await staged.discard();
    expect(inPlace(staged.relativePath)).toBe(true);
  });

  it('removes placed files when the save fails', async () => {
    const storage = createStorage(root);
    await storage.init();
    const staged = await storage.stage('logos', 'png', Buffer.from('image'));
    await expect(
      saveWithPlacedFiles([staged], async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(inPlace(staged.relativePath)).toBe(false);
    expect(tmpFiles()).toEqual([]);
  });

  it('forgets a discarded file', async () => {
    const storage = createStorage(root);
    await storage.init();
    const staged = await storage.stage('logos', 'png', Buffer.from('image'));
    await staged.discard();
    expect(tmpFiles()).toEqual([]);
    expect(inPlace(staged.relativePath)).toBe(false);
  });

  it('clears half-written files left by a killed process on the next start', async () => {
    fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
    fs.writeFileSync(path.join(root, 'tmp', 'half-written.png'), 'partial');
    await createStorage(root).init();
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a path that leaves the storage folder', () => {
    expect(() => createStorage(root).resolve('../../etc/passwd')).toThrow(/escapes/);
  });
});
