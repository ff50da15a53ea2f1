import type { ItemPlace } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { withDateline } from './dateline-copy.ts';

const pokhara: ItemPlace = {
  province: { id: 4, en: 'Gandaki', ne: 'गण्डकी' },
  district: { id: 38, en: 'Kaski', ne: 'कास्की' },
  local_level: { id: 414, en: 'Pokhara', ne: 'पोखरा' },
};
const copy = { text: 'Rivers rose.', html: '<p>Rivers rose.</p>' };

describe('withDateline', () => {
  it('starts the text and the HTML with the place, most precise first, in the language given', () => {
    expect(withDateline(copy, pokhara, 'en')).toEqual({
      text: 'Pokhara, Kaski, Gandaki — Rivers rose.',
      html: '<p><strong>Pokhara, Kaski, Gandaki</strong></p><p>Rivers rose.</p>',
    });
    expect(withDateline(copy, { ...pokhara, local_level: null }, 'ne').text).toBe('कास्की, गण्डकी — Rivers rose.');
  });

  it('escapes the place in the HTML', () => {
    const odd: ItemPlace = { province: { id: 1, en: 'Koshi <&>', ne: 'कोशी' }, district: null, local_level: null };
    expect(withDateline(copy, odd, 'en').html).toBe('<p><strong>Koshi &#60;&#38;&#62;</strong></p><p>Rivers rose.</p>');
  });

  it('leaves the copy as it is without a place', () => {
    expect(withDateline(copy, null, 'en')).toBe(copy);
    expect(withDateline(copy, undefined, 'ne')).toBe(copy);
  });
});
