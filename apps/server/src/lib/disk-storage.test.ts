import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import { STAGING_MAX_AGE_MS, saveWithPlacedFiles } from './storage.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const inPlace = (relativePath: string) => fs.existsSync(path.join(root, relativePath));
const tmpFiles = () => fs.readdirSync(path.join(root, 'tmp'));
const age = (file: string, ms: number) => {
  const past = new Date(Date.now() - ms);
  fs.utimesSync(file, past, past);
};

describe('disk storage', () => {
  it('keeps a staged file in tmp/ until it is placed', async () => {
    const storage = createDiskStorage(root);
    await storage.init();
    const staged = await storage.stage('logos', 'png', Buffer.from('image'));
    expect(inPlace(staged.relativePath)).toBe(false);
    await staged.place();
    expect(fs.readFileSync(path.join(root, staged.relativePath), 'utf8')).toBe('image');
    expect(tmpFiles()).toEqual([]);
  });

  it('dates a placed file by its placing, not by its staging, and lists it with every stored file but the staged ones', async () => {
    const storage = createDiskStorage(root);
    await storage.init();
    const staged = await storage.stage('news', 'png', Buffer.from('image'));
    const waiting = await storage.stage('news', 'png', Buffer.from('later'));
    age(path.join(root, 'tmp', path.basename(staged.relativePath)), 2 * STAGING_MAX_AGE_MS);
    await staged.place();
    expect(Date.now() - fs.statSync(path.join(root, staged.relativePath)).mtimeMs).toBeLessThan(60_000);
    const listed = [];
    for await (const file of storage.list()) listed.push({ relativePath: file.relativePath, size: file.size });
    expect(listed).toEqual([{ relativePath: staged.relativePath, size: 5 }]);
    await waiting.discard();
  });

  it('has the file in place while the row naming it is saved, and keeps it afterwards', async () => {
    const storage = createDiskStorage(root);
    await storage.init();
    const staged = await storage.stage('logos', 'png', Buffer.from('image'));
    const seenBySave = await saveWithPlacedFiles([staged], async () => inPlace(staged.relativePath));
    expect(seenBySave).toBe(true);
    await staged.discard();
    expect(inPlace(staged.relativePath)).toBe(true);
  });

  it('removes placed files when the save fails', async () => {
    const storage = createDiskStorage(root);
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
    const storage = createDiskStorage(root);
    await storage.init();
    const staged = await storage.stage('logos', 'png', Buffer.from('image'));
    await staged.discard();
    expect(tmpFiles()).toEqual([]);
    expect(inPlace(staged.relativePath)).toBe(false);
  });

  it('leaves another instance its file in flight when it starts, and sweeps only stale staged files', async () => {
    const a = createDiskStorage(root);
    await a.init();
    const inFlight = await a.stage('videos', 'mp4', Buffer.from('video'));
    const stale = path.join(root, 'tmp', 'left-by-a-killed-process.mp4');
    fs.writeFileSync(stale, 'partial');
    age(stale, STAGING_MAX_AGE_MS + 60_000);

    const b = createDiskStorage(root);
    await b.init();
    expect(tmpFiles()).toEqual([path.basename(inFlight.relativePath)]);
    await inFlight.place();
    expect(inPlace(inFlight.relativePath)).toBe(true);

    const later = await b.stage('videos', 'mp4', Buffer.from('next'));
    const inTmp = path.join(root, 'tmp', path.basename(later.relativePath));
    expect(await a.sweepStaging()).toBe(0);
    age(inTmp, STAGING_MAX_AGE_MS + 60_000);
    expect(await a.sweepStaging()).toBe(1);
    expect(tmpFiles()).toEqual([]);
    await expect(later.place()).rejects.toThrow(/ENOENT/);
  });

  it('writes, reads, measures and removes files, and removes old ones under a folder with their emptied folders', async () => {
    const storage = createDiskStorage(root);
    await storage.write('exports/one/a.csv', Buffer.from('abc'));
    await storage.write('exports/two/b.csv', Buffer.from('de'));
    expect((await storage.read('exports/one/a.csv')).toString()).toBe('abc');
    expect(await storage.sizeOf('exports/two/b.csv')).toBe(2);
    expect(await storage.sizeOf('exports/none.csv')).toBeUndefined();
    age(path.join(root, 'exports/one/a.csv'), 120_000);
    expect(await storage.removeOlderThan('exports', new Date(Date.now() - 60_000))).toBe(1);
    expect(fs.readdirSync(path.join(root, 'exports'))).toEqual(['two']);
    await storage.remove('exports/two/b.csv');
    expect(await storage.sizeOf('exports/two/b.csv')).toBeUndefined();
    expect(await storage.removeOlderThan('nothing-here', new Date())).toBe(0);
  });

  it('refuses a path that leaves the storage folder', () => {
    expect(() => createDiskStorage(root).resolve('../../etc/passwd')).toThrow(/escapes/);
    expect(() => createDiskStorage(root).resolve('/etc/passwd')).toThrow(/escapes/);
  });
});
