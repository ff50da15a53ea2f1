import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/**
 * A file on its way to a database row: written to a staging place, then `place`d at its final path
 * BEFORE the row that names it commits, and `keep`ed once it did. `discard` removes it from wherever
 * it is, unless it was kept.
 */
export type StagedFile = Placeable & { relativePath: string };
export type Placeable = { place(): Promise<void>; keep(): void; discard(): Promise<void> };

/** Staged files untouched for longer than this are an upload that failed or a process that died: the sweep removes them. */
export const STAGING_MAX_AGE_MS = 60 * 60_000;
/** How often each instance sweeps stale staged files. */
export const STAGING_SWEEP_EVERY_MS = 10 * 60_000;

/** A stored file as a listing gives it: the path rows name it by, when it was last written (or placed), its size. */
export type StoredFile = { relativePath: string; modifiedAt: Date; size: number };

/** Headers a download answers with, whichever store holds the file. */
export type DownloadHeaders = { contentDisposition: string; cacheControl: string; contentType?: string };

/** A file's answer: a redirect to where the store serves it, or its bytes (a 206 for a Range, 304, 416). */
export type Download =
  | { redirect: string }
  | { statusCode: number; headers: Record<string, string | number>; stream: Readable | undefined };

/** Where media and exports are kept: folders under DATA_DIR (disk-storage.ts) or a bucket (s3-storage.ts). */
export interface Storage {
  /** Where the files are, for the start-up log. */
  readonly location: string;
  /** Ready to store: a bucket answers, the staging folder exists; stale staged files are swept. */
  init(): Promise<void>;
  /** Answers while the store can be written to (a bucket answers, the staging folder is writable); throws otherwise. */
  ping(): Promise<void>;
  /** Writes `data` (streamed when it is a stream) to a staging place under a new random name in `folder`. */
  stage(folder: string, extension: string, data: Buffer | Readable): Promise<StagedFile>;
  /** Writes a file no row names (an export, a copied store) straight to its path. */
  write(relativePath: string, data: Buffer | Uint8Array | Readable): Promise<void>;
  read(relativePath: string): Promise<Buffer>;
  /** A stored file's bytes as a stream (never whole in memory); rejects, before any byte, when there is no such file. */
  stream(relativePath: string): Promise<Readable>;
  /** The size of a stored file, or undefined when there is none. */
  sizeOf(relativePath: string): Promise<number | undefined>;
  remove(relativePath: string): Promise<void>;
  /** How `request` (its Range and conditional headers) is answered for a stored file; undefined when there is none. */
  download(relativePath: string, request: IncomingMessage, headers: DownloadHeaders): Promise<Download | undefined>;
  /**
   * The stored files under `folder`, or every stored file but the staged ones, as the listing goes (files
   * written meanwhile may or may not be in it).
   */
  list(folder?: string): AsyncIterable<StoredFile>;
  /** Deletes the files under `folder` last written before `cutoff`; answers how many. */
  removeOlderThan(folder: string, cutoff: Date): Promise<number>;
  /** Deletes staged files (and unfinished uploads) older than STAGING_MAX_AGE_MS; answers how many. */
  sweepStaging(): Promise<number>;
}

/**
 * Places `files`, runs `save` (the transaction writing the rows that name them) and keeps them; when
 * placing or saving fails, every file goes. A crash in between leaves an orphan file, never a row
 * pointing at a missing one.
 */
export async function saveWithPlacedFiles<T>(files: readonly Placeable[], save: () => Promise<T>): Promise<T> {
  try {
    await Promise.all(files.map((file) => file.place()));
    const saved = await save();
    for (const file of files) file.keep();
    return saved;
  } catch (error) {
    await Promise.all(files.map((file) => file.discard()));
    throw error;
  }
}

/** A stored path as rows and links name it: relative, with no empty, `.` or `..` segment. */
export function assertRelativePath(relativePath: string) {
  if (relativePath.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`path escapes the storage root: ${relativePath}`);
  }
}
