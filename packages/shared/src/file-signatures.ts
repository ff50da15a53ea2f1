/**
 * The types an upload may be, known by their first bytes (magic numbers), never by name. The browser
 * reads them before sending; the server decides again with file-type and by decoding pictures.
 */

export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'video/mp4', 'video/quicktime', 'video/vnd.avi'] as const;
export const PDF_TYPE = 'application/pdf';
export type SniffedType = (typeof ATTACHMENT_TYPES)[number] | typeof PDF_TYPE;

/** How many first bytes `sniffFileType` reads. */
export const SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The accepted type the first SIGNATURE_BYTES of a file show, or undefined for anything else. */
export function sniffFileType(head: Uint8Array): SniffedType | undefined {
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, PNG)) return 'image/png';
  if (ascii(head, 0, 5) === '%PDF-') return PDF_TYPE;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') return 'video/vnd.avi';
  // ISO media (MP4, MOV): a box size, then `ftyp` and the brand; QuickTime's brand is `qt  `.
  if (ascii(head, 4, 8) === 'ftyp') return ascii(head, 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  return undefined;
}
