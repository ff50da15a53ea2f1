import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { iptcTags, MAPPING_REVISION, tagsHash } from '../../../lib/iptc-photo-metadata.ts';
import type { MetadataWriter } from '../../../lib/metadata-writer.ts';
import type { Storage } from '../../../lib/storage.ts';
import { type PictureSubject, pictureFields } from './picture-fields.ts';
import type { CurrentCopy, PendingMark, PictureMetadataRepository } from './picture-metadata.repository.ts';
import type { PictureSubjects } from './picture-subjects.ts';

/** Marks leased per query. */
const BATCH = 10;
/** How long a run holds a mark: a run killed mid-item leaves it to another run after this. */
const LEASE_SECONDS = 120;
/** How long a replaced copy stays named (a presigned redirect lives 5 minutes, a slow download longer). */
export const RETIRED_KEEP_MS = 24 * 60 * 60_000;

export type PictureMetadataDeps = {
  subjects: PictureSubjects;
  copies: PictureMetadataRepository;
  storage: Storage;
  writer: MetadataWriter;
  publicUrl: string;
  agencyName: string;
  log: FastifyBaseLogger;
};

/** The folder a file's copies go to: `news/iptc/` beside `news/x.jpg`, `news/renditions/iptc/` beside its renditions. */
const copyFolderOf = (relativePath: string) => `${path.posix.dirname(relativePath)}/iptc`;
const extensionOf = (relativePath: string) => path.posix.extname(relativePath).slice(1);

/**
 * Writes the agency's IPTC metadata into the pictures of items that changed (marked by triggers in
 * `picture_metadata_pending`): for each stored file of each picture (the original and its WebP
 * renditions) whose current copy was written for other fields, a new copy under a new name, written
 * by exiftool (metadata blocks only, never a new encoding), staged, placed, and then switched to in
 * one statement. A run killed at any point leaves the previous copy (or the file as stored) served and
 * at most an unnamed file for the orphan sweep. A picture exiftool cannot write, or whose file is
 * missing, is logged and left served as it is; a store that fails leaves the mark for a later run.
 */
export function createPictureMetadata(deps: PictureMetadataDeps) {
  let stopping = false;
  let running: Promise<number> | undefined;
  let again = false;

  /** Answers whether a new copy was made. */
  async function writeCopy(subject: PictureSubject, file: string, tags: ReturnType<typeof iptcTags>, hash: string, current?: CurrentCopy) {
    let data: Buffer;
    try {
      data = await deps.storage.read(file);
    } catch (error) {
      deps.log.warn({ err: error, mediaId: subject.mediaId, path: file }, 'picture metadata not written: the stored file cannot be read');
      return false;
    }
    let written: Buffer;
    try {
      written = await deps.writer.write(data, extensionOf(file), tags);
    } catch (error) {
      deps.log.warn({ err: error, mediaId: subject.mediaId, path: file }, 'picture metadata not written: the picture is served as stored');
      return false;
    }
    const staged = await deps.storage.stage(copyFolderOf(file), extensionOf(file), written);
    try {
      await staged.place();
      const switched = await deps.copies.switchCopy({
        mediaId: subject.mediaId,
        path: file,
        copyPath: staged.relativePath,
        fieldsHash: hash,
        previous: current?.copyPath ?? null,
      });
      if (!switched) {
        await staged.discard();
        return false;
      }
      staged.keep();
      return true;
    } catch (error) {
      await staged.discard();
      throw error;
    }
  }

  /** Writes the copies an item's pictures lack; answers how many it made. */
  async function writeItem(mark: PendingMark): Promise<number> {
    const subjects = await deps.subjects.of(mark.kind, mark.itemId);
    let made = 0;
    for (const subject of subjects) {
      if (stopping) break;
      const tags = iptcTags(pictureFields(subject, deps));
      const hash = tagsHash(tags);
      const files = [subject.path, ...(subject.renditions ?? []).map((rendition) => rendition.path)];
      const current = await deps.copies.currentCopies(files);
      for (const file of files) {
        if (current.get(file)?.fieldsHash === hash) continue;
        if (await writeCopy(subject, file, tags, hash, current.get(file))) made++;
      }
    }
    return made;
  }

  async function drain(): Promise<number> {
    let made = 0;
    do {
      again = false;
      while (!stopping) {
        const marks = await deps.copies.lease(BATCH, LEASE_SECONDS);
        if (marks.length === 0) break;
        for (const mark of marks) {
          if (stopping) break;
          try {
            made += await writeItem(mark);
            if (!stopping) await deps.copies.clear(mark);
          } catch (error) {
            // The store or the database failed: the mark stays leased, and a run takes it again once the lease ends.
            deps.log.error({ err: error, kind: mark.kind, itemId: mark.itemId }, 'picture metadata of an item failed');
          }
        }
      }
    } while (again && !stopping);
    return made;
  }

  /** One run until no mark is left; a call while a run is under way has it look again before it ends. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    run,

    /** Marks every picture again when the settings the metadata says (PUBLIC_URL, agency name) or the mapping changed. */
    async markAllIfSettingsChanged(): Promise<boolean> {
      return deps.copies.markAllUnless(JSON.stringify([deps.publicUrl, deps.agencyName, MAPPING_REVISION]));
    },

    /** A run in the background, its failure logged (the marks stay for the next). */
    poke() {
      run().then(
        (made) => {
          if (made > 0) deps.log.info({ made }, 'picture metadata written');
        },
        (error: unknown) => deps.log.error({ err: error }, 'picture metadata run failed'),
      );
    },

    /** Lets the picture under way finish, then ends the run. */
    async stop() {
      stopping = true;
      await running?.catch(() => undefined);
    },
  };
}
export type PictureMetadata = ReturnType<typeof createPictureMetadata>;
