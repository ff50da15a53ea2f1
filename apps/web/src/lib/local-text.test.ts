import { describe, expect, it } from 'vitest';
import { localText } from './local-text.ts';

describe('localText', () => {
  it('shows the Nepali text in the Nepali interface, the English one otherwise or when there is no Nepali', () => {
    expect(localText('Basic', 'आधारभूत', 'ne')).toBe('आधारभूत');
    expect(localText('Basic', 'आधारभूत', 'en')).toBe('Basic');
    expect(localText('Basic', null, 'ne')).toBe('Basic');
    expect(localText('Basic', '', 'ne')).toBe('Basic');
  });
});
