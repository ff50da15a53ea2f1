import { describe, expect, it } from 'vitest';
import { parseRichText } from './html-tree.ts';
import { blocks } from './nitf.ts';
import { plainTextOf } from './plain-text.ts';

describe('a story whose markup nests 10 000 deep', () => {
  const deep = `${'<blockquote><p><em>'.repeat(3_334)}Kathmandu${'</em></p></blockquote>'.repeat(3_334)}`;

  it('reads as plain text and as NITF blocks, its text kept', () => {
    const tree = parseRichText(deep);
    expect(plainTextOf(tree)).toBe('Kathmandu');
    expect(JSON.stringify(blocks(tree))).toContain('Kathmandu');
  });
});
