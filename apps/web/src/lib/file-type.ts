import { SIGNATURE_BYTES, type SniffedType, sniffFileType } from '@portal/shared';

/**
 * The type a chosen file's first bytes show (its name and the browser's guess count for nothing);
 * undefined for any other content, or a file that cannot be read (moved or deleted since it was chosen).
 */
export async function typeOfFile(file: Blob): Promise<SniffedType | undefined> {
  try {
    return sniffFileType(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
  } catch {
    return undefined;
  }
}
