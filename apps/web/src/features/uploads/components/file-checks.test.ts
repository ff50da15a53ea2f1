import { MAX_UPLOAD_BYTES, messages } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { chooseAttachments, choosePdf } from './file-checks.ts';

/** The first bytes of each accepted type, as real files begin. */
const HEADS: Record<string, number[] | string> = {
  jpg: [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
  mp4: '\0\0\0\x20ftypisom',
  mov: '\0\0\0\x14ftypqt  ',
  avi: 'RIFF\x10\0\0\0AVI LIST',
  pdf: '%PDF-1.4\n%\xe2\xe3',
  txt: 'just some notes, not a picture',
};
const bytes = (head: number[] | string) =>
  typeof head === 'string' ? Uint8Array.from(head, (character) => character.charCodeAt(0)) : Uint8Array.from(head);

/** A file that starts as `kind` does, of `size` bytes (the size is declared, not allocated). */
const file = (name: string, kind: keyof typeof HEADS, size = 1000) => {
  const made = new File([bytes(HEADS[kind] as number[] | string)], name);
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const MB = 1_048_576;
const nothingYet = { newFiles: [], attachmentCount: 0 };
const NOT_MEDIA = 'not a JPG, PNG, MP4, MOV or AVI file';

describe('chooseAttachments', () => {
  it('accepts images and videos by their first bytes', async () => {
    const chosen = [
      file('a.JPG', 'jpg'),
      file('b.jpeg', 'jpg'),
      file('c.png', 'png'),
      file('d.mp4', 'mp4'),
      file('e.mov', 'mov'),
      file('f.avi', 'avi'),
    ];
    expect(await chooseAttachments(chosen, nothingYet)).toEqual({ accepted: chosen });
  });

  it('refuses a text file named .jpg, naming it and saying why', async () => {
    const choice = await chooseAttachments([file('photo.jpg', 'txt'), file('real.png', 'png')], nothingYet);
    expect(choice.accepted.map((chosen) => chosen.name)).toEqual(['real.png']);
    expect(choice.error).toBe(`1 file(s) did not pass validation constraints — photo.jpg: ${NOT_MEDIA}`);
  });

  it('names every file left out, a PDF among the pictures included', async () => {
    const choice = await chooseAttachments([file('a.png', 'png'), file('notes.txt', 'txt'), file('scan.png', 'pdf')], nothingYet);
    expect(choice.accepted.map((chosen) => chosen.name)).toEqual(['a.png']);
    expect(choice.error).toBe(`${messages.filesRejected(2)} — notes.txt: ${NOT_MEDIA}; scan.png: ${NOT_MEDIA}`);
  });

  it('clears the whole choice when one file is over 5 MB, naming it', async () => {
    const choice = await chooseAttachments([file('small.jpg', 'jpg'), file('big.mp4', 'mp4', MAX_UPLOAD_BYTES + 1)], nothingYet);
    expect(choice).toEqual({ accepted: [], error: `${messages.fileTooLarge} — big.mp4: larger than 5 MB` });
  });

  it('counts the files chosen before towards the 25 MB total', async () => {
    const before = [
      file('1.jpg', 'jpg', 5 * MB),
      file('2.jpg', 'jpg', 5 * MB),
      file('3.jpg', 'jpg', 5 * MB),
      file('paper.pdf', 'pdf', 5 * MB),
    ];
    const choice = await chooseAttachments([file('4.jpg', 'jpg', 5 * MB + 1 - 1024)], { newFiles: before, attachmentCount: 3 });
    expect(choice.error).toBe(undefined);
    const over = await chooseAttachments([file('4.jpg', 'jpg', 5 * MB), file('5.jpg', 'jpg', 2)], { newFiles: before, attachmentCount: 3 });
    expect(over).toEqual({ accepted: [], error: messages.totalFileSize(25) });
  });

  it('keeps an item to ten attachments, saved ones included', async () => {
    expect(await chooseAttachments([file('a.png', 'png'), file('b.png', 'png')], { newFiles: [], attachmentCount: 9 })).toEqual({
      accepted: [],
      error: messages.attachmentsTooMany(10),
    });
    expect((await chooseAttachments([file('a.png', 'png')], { newFiles: [], attachmentCount: 9 })).accepted).toHaveLength(1);
  });
});

describe('choosePdf', () => {
  it('takes one PDF within the limits', async () => {
    const pdf = file('paper.PDF', 'pdf');
    expect(await choosePdf(pdf, [])).toEqual({ accepted: [pdf] });
  });

  it('refuses another content whatever the name, a file over 5 MB and a total over 25 MB', async () => {
    expect((await choosePdf(file('photo.pdf', 'png'), [])).error).toBe(`${messages.pdfOnly} — photo.pdf: not a PDF file`);
    expect((await choosePdf(file('big.pdf', 'pdf', MAX_UPLOAD_BYTES + 1), [])).error).toBe(
      `${messages.fileTooLarge} — big.pdf: larger than 5 MB`,
    );
    const others = Array.from({ length: 5 }, (_, index) => file(`${index}.mp4`, 'mp4', 5 * MB));
    expect((await choosePdf(file('paper.pdf', 'pdf'), others)).error).toBe(messages.totalFileSize(25));
  });
});
