/** One SMS segment: 160 characters of the GSM 7-bit alphabet, or 70 UTF-16 units when any other character (Devanagari) is in it. */
const GSM_SEGMENT = 160;
const UNICODE_SEGMENT = 70;
/** The GSM 03.38 basic characters a headline is likely to hold (no extension table: those cost two). */
const GSM_BASIC = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅå_ÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r]*$/;

const LABEL = { ne: 'जरुरी', en: 'URGENT' } as const;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The headline cut to `budget` UTF-16 units on a whole letter (a Devanagari vowel sign stays with its consonant), at a word end when one is near. */
function cut(headline: string, budget: number, ellipsis: string): string {
  if (headline.length <= budget) return headline;
  let kept = '';
  for (const { segment } of graphemes.segment(headline)) {
    if (kept.length + segment.length > budget - ellipsis.length) break;
    kept += segment;
  }
  const wordEnd = kept.lastIndexOf(' ');
  const trimmed = wordEnd >= kept.length * 0.6 ? kept.slice(0, wordEnd) : kept;
  return `${trimmed.trimEnd()}${ellipsis}`;
}

/**
 * The SMS of an urgent item, within one segment: "URGENT: <headline> - <agency>" ("जरुरी: … — …" for a
 * Nepali item), the headline cut to what the label and the agency's name leave.
 */
export function urgentSmsText(item: { title: string; languageCode: string }, agencyName: string): string {
  const headline = item.title.replace(/\s+/g, ' ').trim();
  const label = item.languageCode === 'ne' ? LABEL.ne : LABEL.en;
  const plain = (text: string) => GSM_BASIC.test(text);
  const fits = plain(`${label}: ${headline} - ${agencyName}`);
  const [separator, ellipsis, segment] = fits ? [' - ', '...', GSM_SEGMENT] : [' — ', '…', UNICODE_SEGMENT];
  const frame = `${label}: ${separator}${agencyName}`.length;
  return `${label}: ${cut(headline, segment - frame, ellipsis)}${separator}${agencyName}`;
}
