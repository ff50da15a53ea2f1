import { messages } from '@portal/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ValidationError } from './errors.ts';

const LOGO_TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
]);

/**
 * Checks a logo by its bytes (never its name or declared type), then re-encodes it:
 * at most 512 px a side, metadata stripped, so what is stored is an image we made.
 */
export async function normalizeLogo(data: Buffer, field = 'logo'): Promise<{ data: Buffer; extension: string }> {
  const detected = await fileTypeFromBuffer(data);
  const extension = detected ? LOGO_TYPES.get(detected.mime) : undefined;
  if (!extension) throw ValidationError.field(field, messages.fileType);
  try {
    const image = sharp(data, { failOn: 'error' }).rotate().resize(512, 512, { fit: 'inside', withoutEnlargement: true });
    const output = extension === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
    return { data: output, extension };
  } catch {
    throw ValidationError.field(field, messages.fileType);
  }
}
