import type { placesEn } from './places.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of the place choices, filters and datelines (merged into ne.ts under `places`). */
export const placesNe: Widen<typeof placesEn> = {
  legend: 'स्थान',
  province: 'प्रदेश',
  district: 'जिल्ला',
  localLevel: 'स्थानीय तह',
  help: 'नेपाली वा अंग्रेजीमा नाम लेख्नुहोस्; स्थानीय तह छान्दा जिल्ला र प्रदेश आफैं भरिन्छ।',
  open: 'स्थानहरू देखाउनुहोस्',
  anyPlace: 'नेपालभर',
  noMatch: 'यो नामको स्थान छैन',
  loading: 'स्थानहरू खुल्दैछन्…',
  kinds: {
    metropolitan_city: 'महानगरपालिका',
    sub_metropolitan_city: 'उपमहानगरपालिका',
    municipality: 'नगरपालिका',
    rural_municipality: 'गाउँपालिका',
  },
  column: 'स्थान',
  homeDistrict: 'गृह जिल्ला',
  homeDistrictHelp: 'यो जिल्लाका समाचार तपाईंको समाचार सूचीमा पहिले देखिन्छन्।',
  noHomeDistrict: 'छैन',
  fromDistrict: '{{district}}बाट',
  fromDistrictMore: '{{district}}का सबै समाचार',
};
