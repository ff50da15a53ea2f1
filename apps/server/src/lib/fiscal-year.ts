import { bsFromAd } from '@portal/shared';
import { nepalDay } from './nepal-dates.ts';

/** Shrawan, the fourth month of Bikram Sambat, opens Nepal's fiscal year. */
const SHRAWAN = 4;

/** Nepal's fiscal year of an instant in Bikram Sambat, such as "2083/84" for 17 July 2026 to 16 July 2027. */
export function fiscalYearOf(instant: Date): string {
  const day = bsFromAd(nepalDay(instant));
  const opening = day.month >= SHRAWAN ? day.year : day.year - 1;
  return `${opening}/${String((opening + 1) % 100).padStart(2, '0')}`;
}

/** A bill id: the fiscal year and its running number, "2083/84-000042". */
export const billNumber = (fiscalYear: string, sequence: number) => `${fiscalYear}-${String(sequence).padStart(6, '0')}`;
