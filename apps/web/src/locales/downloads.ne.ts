import type { downloadsEn } from './downloads.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of the news downloads. */
export const downloadsNe: Widen<typeof downloadsEn> = {
  download: 'डाउनलोड',
  formats: { text: 'पाठ', ninjs: 'ninjs {{version}} JSON', nitf: 'NITF XML', 'newsml-g2': 'NewsML-G2 XML' },
  formatHints: {
    text: 'फाइलका लिङ्कसहित सादा पाठ',
    ninjs: 'IPTC ninjs {{version}}, समाचार कक्षका प्रणालीका लागि',
    nitf: 'IPTC NITF 3.6',
    'newsml-g2': 'IPTC NewsML-G2 2.35, मिडियाका लिङ्कसहित',
  },
  select: 'छान्नुहोस्',
  doneSelecting: 'सकियो',
  selectItem: '“{{title}}” छान्नुहोस्',
  selected_one: '{{count}} छानियो',
  selected_other: '{{count}} छानिए',
  downloadZip: 'ZIP डाउनलोड',
  zipNinjs: 'ZIP भित्रको ninjs',
  clear: 'हटाउनुहोस्',
  limitReached: 'एउटा ZIP मा बढीमा {{max}} समाचार अटाउँछन्।',
  preparing: 'डाउनलोड तयार हुँदैछ…',
  selectionBar: 'छानिएका समाचार',
};
