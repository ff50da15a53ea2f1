/** English texts of romanized Nepali: the typing switch and the search summary's reading (merged into en.ts under `romanized`). */
export const romanizedEn = {
  switchLabel: 'नेपाली: type in Nepali',
  switchHint: 'Typing in Latin letters becomes Nepali word by word: sarakaar → सरकार, pokharaa → पोखरा',
  readAs: 'Results for <read>{{read}}</read> (typed as <typed>{{typed}}</typed>)',
};
