import { describe, expect, it } from 'vitest';
import { htmlToText } from './clipboard.ts';

describe('htmlToText', () => {
  it('keeps paragraphs apart and drops the tags', () => {
    expect(htmlToText('<p>काठमाडौं <strong>उपत्यका</strong></p><p>Second<br>line</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'काठमाडौं उपत्यका\n\nSecond\nline\n\none\n\ntwo',
    );
  });
});
