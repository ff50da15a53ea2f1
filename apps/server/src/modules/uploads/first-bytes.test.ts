import fs from 'node:fs';
import { SIGNATURE_BYTES, sniffFileType } from '@portal/shared';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { mp4File, pdfFile } from '../../test/content-factories.ts';
import { pngImage } from '../../test/http.ts';

const demo = (name: string) => fs.readFileSync(new URL(`../../../assets/demo/${name}`, import.meta.url));

/** The browser refuses by the shared table of first bytes; the server decides with file-type. They must agree. */
describe('the first bytes the browser checks', () => {
  it.each([
    ['a JPEG photo', () => demo('kathmandu-skyline.jpg')],
    ['an MP4 clip', () => demo('pokhara-colours.mp4')],
    ['a PNG picture', () => pngImage()],
    ['a small MP4', mp4File],
    ['a PDF', pdfFile],
    ['plain text named like a picture', () => Buffer.from('not a picture, whatever the name says')],
  ])('name the type the server finds in %s', async (_case, make) => {
    const data = await make();
    const server = (await fileTypeFromBuffer(data))?.mime;
    expect(sniffFileType(data.subarray(0, SIGNATURE_BYTES))).toBe(server);
  });
});
