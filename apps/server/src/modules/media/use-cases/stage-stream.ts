import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { PayloadTooLargeError } from '../../../lib/errors.ts';
import { acceptedType, type FileCheck, type MediaDeps, refusalOf, type StagedMedia } from './shared.ts';
import { createStageFile } from './stage-file.ts';

/** Enough of a file's first bytes for file-type to name every type the portal stores. */
const SAMPLE_BYTES = 4100;

/** The first bytes of a stream, and an iterable of the whole stream again (those bytes, then the rest). */
async function peek(source: Readable): Promise<{ head: Buffer; whole: AsyncGenerator<Buffer> }> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SAMPLE_BYTES && !ended) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else {
      read.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(read);
  async function* whole() {
    yield head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { head, whole: whole() };
}

async function gather(chunks: AsyncIterable<Buffer>, maxBytes: number, field: string): Promise<Buffer> {
  const read: Buffer[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    length += chunk.length;
    if (length > maxBytes) throw new PayloadTooLargeError(field);
    read.push(chunk);
  }
  return Buffer.concat(read);
}

/**
 * Stages a file as it arrives (a multipart part), its type read from its first bytes: a picture is
 * gathered in memory (at most `maxImageBytes`) and staged like `stage`; any other file is streamed
 * to disk, never held whole in memory. The caller checks whether the source stopped at its size limit.
 */
export function createStageStream(deps: Pick<MediaDeps, 'storage'>) {
  const stage = createStageFile(deps);

  return async function stageStream(source: Readable, folder: string, check: FileCheck & { maxImageBytes: number }): Promise<StagedMedia> {
    const { head, whole } = await peek(source);
    const accepted = acceptedType(await fileTypeFromBuffer(head), check.accept);
    if (!accepted) {
      source.destroy();
      throw refusalOf(check);
    }
    if (accepted.kind === 'image') return stage(await gather(whole, check.maxImageBytes, check.field ?? 'file'), folder, check);
    let size = 0;
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of whole) {
          size += chunk.length;
          yield chunk;
        }
      })(),
    );
    const file = await deps.storage.stage(folder, accepted.extension, counted);
    return {
      values: {
        ...accepted,
        width: null,
        height: null,
        path: file.relativePath,
        thumbnailPath: null,
        renditions: [],
        size,
      },
      place: file.place,
      keep: file.keep,
      discard: file.discard,
    };
  };
}
