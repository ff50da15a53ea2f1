import { MAX_UPLOAD_BYTES, messages } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { chooseAttachments, choosePdf } from './file-checks.ts';

/** A file of `size` bytes without allocating them. */
const file = (name: string, size = 1000) => {
  const made = new File([], name);
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const MB = 1_048_576;
const nothingYet = { newFiles: [], attachmentCount: 0 };

describe('chooseAttachments', () => {
  it('accepts images and videos by their extension, in any case', () => {
    const chosen = [file('a.JPG'), file('b.jpeg'), file('c.png'), file('d.mp4'), file('e.mov'), file('f.avi')];
    expect(chooseAttachments(chosen, nothingYet)).toEqual({ accepted: chosen, error: undefined });
  });

  it('clears the whole choice when one file is over 5 MB', () => {
    const choice = chooseAttachments([file('small.jpg'), file('big.jpg', MAX_UPLOAD_BYTES + 1)], nothingYet);
    expect(choice).toEqual({ accepted: [], error: messages.fileTooLarge });
  });

  it('counts the files chosen before towards the 25 MB total', () => {
    const before = [file('1.jpg', 5 * MB), file('2.jpg', 5 * MB), file('3.jpg', 5 * MB), file('paper.pdf', 5 * MB)];
    const choice = chooseAttachments([file('4.jpg', 5 * MB + 1 - 1024)], { newFiles: before, attachmentCount: 3 });
    expect(choice.error).toBe(undefined);
    expect(chooseAttachments([file('4.jpg', 5 * MB), file('5.jpg', 2)], { newFiles: before, attachmentCount: 3 })).toEqual({
      accepted: [],
      error: messages.totalFileSize(25),
    });
  });

  it('leaves out other types and says how many', () => {
    const choice = chooseAttachments([file('a.png'), file('notes.txt'), file('shell.exe')], nothingYet);
    expect(choice.accepted.map((chosen) => chosen.name)).toEqual(['a.png']);
    expect(choice.error).toBe(messages.filesRejected(2));
  });

  it('keeps an item to ten attachments, saved ones included', () => {
    expect(chooseAttachments([file('a.png'), file('b.png')], { newFiles: [], attachmentCount: 9 })).toEqual({
      accepted: [],
      error: messages.attachmentsTooMany(10),
    });
    expect(chooseAttachments([file('a.png')], { newFiles: [], attachmentCount: 9 }).accepted).toHaveLength(1);
  });
});

describe('choosePdf', () => {
  it('takes one PDF within the limits', () => {
    const pdf = file('paper.PDF');
    expect(choosePdf(pdf, [])).toEqual({ accepted: [pdf] });
  });

  it('refuses another type, a file over 5 MB and a total over 25 MB', () => {
    expect(choosePdf(file('photo.png'), []).error).toBe(messages.pdfOnly);
    expect(choosePdf(file('big.pdf', MAX_UPLOAD_BYTES + 1), []).error).toBe(messages.fileTooLarge);
    const others = [file('1.mp4', 5 * MB), file('2.mp4', 5 * MB), file('3.mp4', 5 * MB), file('4.mp4', 5 * MB), file('5.mp4', 5 * MB)];
    expect(choosePdf(file('paper.pdf'), others).error).toBe(messages.totalFileSize(25));
  });
});
