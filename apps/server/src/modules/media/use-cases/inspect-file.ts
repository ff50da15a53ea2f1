import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { type AcceptedTypes, acceptedType, type MediaValues } from './shared.ts';

type Inspected = Pick<MediaValues, 'kind' | 'extension' | 'mime' | 'width' | 'height'>;

/** The file's type and an image's dimensions, or undefined when its bytes are not of an accepted type. */
export async function inspectFile(data: Buffer, accept?: AcceptedTypes): Promise<Inspected | undefined> {
  const accepted = acceptedType(await fileTypeFromBuffer(data), accept);
  if (!accepted) return undefined;
  const inspected = { ...accepted, width: null, height: null };
  if (accepted.kind !== 'image') return inspected;
  try {
    const metadata = await sharp(data, { failOn: 'error' }).metadata();
    return {
      ...inspected,
      width: metadata.autoOrient?.width ?? metadata.width ?? null,
      height: metadata.autoOrient?.height ?? metadata.height ?? null,
    };
  } catch {
    return undefined;
  }
}
