import nepaliDateConverter from 'nepali-date-converter';
import { NEPAL_OFFSET_MS } from './nepal-dates.ts';

type NepaliDateClass = typeof nepaliDateConverter.default;
// A CommonJS package: Node hands a default import its whole exports object, Vite (the tests) its default export.
const NepaliDate: NepaliDateClass =
  (nepaliDateConverter as { default?: NepaliDateClass }).default ?? (nepaliDateConverter as unknown as NepaliDateClass);

/** Shrawan, the fourth month of Bikram Sambat (0-based 3), opens Nepal's fiscal year. */
const SHRAWAN = 3;

/** The converter's calendar tables end with BS 2090 (AD 2034). */
const LAST_TABULATED_AD_YEAR = 2033;
const BS_AD_YEAR_GAP = 57;

/** Nepal's fiscal year of an instant in Bikram Sambat, such as "2083/84" for 17 July 2026 to 16 July 2027. */
export function fiscalYearOf(instant: Date): string {
  const nepal = new Date(instant.getTime() + NEPAL_OFFSET_MS);
  const opening = nepal.getUTCFullYear() <= LAST_TABULATED_AD_YEAR ? openingYearOf(nepal) : approximateOpeningYearOf(nepal);
  return `${opening}/${String((opening + 1) % 100).padStart(2, '0')}`;
}

/** `nepal` holds Nepal's wall-clock time in its UTC fields. */
function openingYearOf(nepal: Date) {
  // The converter reads a local calendar day; hand it Nepal's day whatever the server's time zone.
  const day = new NepaliDate(new Date(nepal.getUTCFullYear(), nepal.getUTCMonth(), nepal.getUTCDate()));
  return day.getMonth() >= SHRAWAN ? day.getYear() : day.getYear() - 1;
}

/** Past the tables, Shrawan 1 is taken as 17 July (it falls on the 16th or 17th). */
function approximateOpeningYearOf(nepal: Date) {
  const afterShrawan = nepal.getUTCMonth() > 6 || (nepal.getUTCMonth() === 6 && nepal.getUTCDate() >= 17);
  return nepal.getUTCFullYear() + BS_AD_YEAR_GAP - (afterShrawan ? 0 : 1);
}

/** A bill id: the fiscal year and its running number, "2083/84-000042". */
export const billNumber = (fiscalYear: string, sequence: number) => `${fiscalYear}-${String(sequence).padStart(6, '0')}`;
