import { BS_FIRST_YEAR, BS_LAST_YEAR, BS_MONTH_DAYS } from './bikram-sambat-months.ts';

export { BS_FIRST_YEAR, BS_LAST_YEAR };

/** A Bikram Sambat day: month 1 is Baishakh, 12 Chaitra. */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

export type CalendarLanguage = 'en' | 'ne';

export const BS_MONTH_NAMES: Record<CalendarLanguage, readonly string[]> = {
  ne: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
  en: ['Baishakh', 'Jestha', 'Asar', 'Shrawan', 'Bhadra', 'Asoj', 'Kartik', 'Mangsir', 'Poush', 'Magh', 'Falgun', 'Chaitra'],
};

/** Sunday first, as `Date.getUTCDay` counts. */
export const WEEKDAY_NAMES: Record<CalendarLanguage, readonly string[]> = {
  ne: ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** 1 Baishakh 2000 BS. */
const FIRST_AD_DAY = '1943-04-14';
const MS_PER_DAY = 86_400_000;
const AD_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const BS_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const BS_MONTH = /^(\d{4})-(\d{1,2})$/;
const BS_YEAR = /^(\d{4})$/;

const yearLength = (months: readonly number[]) => months.reduce((sum, days) => sum + days, 0);

/** Days from 1 Baishakh 2000 to 1 Baishakh of each year, and to the day after the table's end. */
const YEAR_OPENINGS: readonly number[] = BS_MONTH_DAYS.reduce<number[]>(
  (openings, months) => {
    openings.push((openings.at(-1) ?? 0) + yearLength(months));
    return openings;
  },
  [0],
);

/** The table's row of a year already checked to be in it. */
const monthsOfYear = (year: number): readonly number[] => BS_MONTH_DAYS[year - BS_FIRST_YEAR] ?? [];
const openingOfYear = (year: number) => YEAR_OPENINGS[year - BS_FIRST_YEAR] ?? 0;

const epochDayOf = (adDay: string) => Date.parse(`${adDay}T00:00:00Z`) / MS_PER_DAY;
const FIRST_EPOCH_DAY = epochDayOf(FIRST_AD_DAY);
const LAST_EPOCH_DAY = FIRST_EPOCH_DAY + (YEAR_OPENINGS.at(-1) ?? 0) - 1;

const adDayOfEpochDay = (epochDay: number) => new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);

/** Days in a BS month; RangeError outside 2000–2100 or for a month other than 1–12. */
export function daysInBsMonth(year: number, month: number): number {
  if (!Number.isInteger(year) || year < BS_FIRST_YEAR || year > BS_LAST_YEAR) {
    throw new RangeError(`Bikram Sambat year ${year} is outside ${BS_FIRST_YEAR}–${BS_LAST_YEAR}`);
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`No month ${month} in a year`);
  return monthsOfYear(year)[month - 1] ?? 0;
}

export function isBsDate({ year, month, day }: BsDate): boolean {
  try {
    return Number.isInteger(day) && day >= 1 && day <= daysInBsMonth(year, month);
  } catch {
    return false;
  }
}

function assertBsDate(date: BsDate) {
  if (!isBsDate(date))
    throw new RangeError(`${date.year}-${date.month}-${date.day} is not a Bikram Sambat day of ${BS_FIRST_YEAR}–${BS_LAST_YEAR}`);
}

function readAdDay(adDay: string): number {
  const parts = AD_DAY.exec(adDay);
  const epochDay = parts ? epochDayOf(adDay) : Number.NaN;
  if (Number.isNaN(epochDay) || adDayOfEpochDay(epochDay) !== adDay) throw new RangeError(`${adDay} is not a day`);
  if (epochDay < FIRST_EPOCH_DAY || epochDay > LAST_EPOCH_DAY) {
    throw new RangeError(`${adDay} is outside Bikram Sambat ${BS_FIRST_YEAR}–${BS_LAST_YEAR}`);
  }
  return epochDay;
}

/** The BS day of an AD day written YYYY-MM-DD. */
export function bsFromAd(adDay: string): BsDate {
  let rest = readAdDay(adDay) - FIRST_EPOCH_DAY;
  let year = BS_FIRST_YEAR;
  while (openingOfYear(year + 1) <= rest) year++;
  rest -= openingOfYear(year);
  let month = 1;
  while (rest >= daysInBsMonth(year, month)) rest -= daysInBsMonth(year, month++);
  return { year, month, day: rest + 1 };
}

/** The AD day (YYYY-MM-DD) of a BS day. */
export function adFromBs(date: BsDate): string {
  assertBsDate(date);
  const monthsBefore = monthsOfYear(date.year).slice(0, date.month - 1);
  return adDayOfEpochDay(FIRST_EPOCH_DAY + openingOfYear(date.year) + yearLength(monthsBefore) + date.day - 1);
}

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (date: BsDate) => new Date(`${adFromBs(date)}T00:00:00Z`).getUTCDay();

/** The first and last AD days of a BS month. */
export function adDaysOfBsMonth(year: number, month: number): { from: string; to: string } {
  return { from: adFromBs({ year, month, day: 1 }), to: adFromBs({ year, month, day: daysInBsMonth(year, month) }) };
}

const NEPALI_DIGITS = '०१२३४५६७८९';

export const toNepaliDigits = (text: string | number) => String(text).replace(/[0-9]/g, (digit) => NEPALI_DIGITS.charAt(Number(digit)));

export const fromNepaliDigits = (text: string) => text.replace(/[०-९]/g, (digit) => String(NEPALI_DIGITS.indexOf(digit)));

/** Digits as the language writes them. */
export const digitsOf = (language: CalendarLanguage, text: string | number) => (language === 'ne' ? toNepaliDigits(text) : String(text));

/** A BS day read from "2083-08-12" (Nepali digits too); null when it is no day of the table. */
export function parseBsDay(text: string): BsDate | null {
  const parts = BS_DAY.exec(fromNepaliDigits(text.trim()));
  if (!parts) return null;
  const date = { year: Number(parts[1]), month: Number(parts[2]), day: Number(parts[3]) };
  return isBsDate(date) ? date : null;
}

/** A BS month read from "2083-08"; null when it is outside the table. */
export function parseBsMonth(text: string): { year: number; month: number } | null {
  const parts = BS_MONTH.exec(fromNepaliDigits(text.trim()));
  if (!parts) return null;
  const month = { year: Number(parts[1]), month: Number(parts[2]) };
  return isBsDate({ ...month, day: 1 }) ? month : null;
}

/** A BS month, or a whole BS year when `month` is left out: what the date filters' `bs_month` names. */
export type BsPeriod = { year: number; month?: number };

/** A BS month "2083-08" or a whole BS year "2083" (Nepali digits too); null when it is outside the table. */
export function parseBsPeriod(text: string): BsPeriod | null {
  const month = parseBsMonth(text);
  if (month) return month;
  const parts = BS_YEAR.exec(fromNepaliDigits(text.trim()));
  const year = Number(parts?.[1]);
  return parts && isBsDate({ year, month: 1, day: 1 }) ? { year } : null;
}

/** The first and last AD days of a BS month, or of a whole BS year (1 Baishakh to the end of Chaitra). */
export function adDaysOfBsPeriod({ year, month }: BsPeriod): { from: string; to: string } {
  if (month !== undefined) return adDaysOfBsMonth(year, month);
  return { from: adFromBs({ year, month: 1, day: 1 }), to: adFromBs({ year, month: 12, day: daysInBsMonth(year, 12) }) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2083-08-12": the form addresses and filters carry. */
export const bsDayKey = ({ year, month, day }: BsDate) => `${year}-${pad(month)}-${pad(day)}`;
export const bsMonthKey = (year: number, month: number) => `${year}-${pad(month)}`;
/** "2083-08" for a month, "2083" for a whole year. */
export const bsPeriodKey = ({ year, month }: BsPeriod) => (month === undefined ? String(year) : bsMonthKey(year, month));

/** "मंसिर २०८३" / "Mangsir 2083". */
export const formatBsMonth = (year: number, month: number, language: CalendarLanguage) =>
  `${BS_MONTH_NAMES[language][month - 1]} ${digitsOf(language, year)}`;

/** "२०८३ मंसिर १२, शनिबार" in Nepali, "12 Mangsir 2083, Saturday" in English; without the weekday on request. */
export function formatBsDate(date: BsDate, language: CalendarLanguage, { weekday = true } = {}): string {
  const month = BS_MONTH_NAMES[language][date.month - 1];
  const day = language === 'ne' ? `${toNepaliDigits(date.year)} ${month} ${toNepaliDigits(date.day)}` : `${date.day} ${month} ${date.year}`;
  return weekday ? `${day}, ${WEEKDAY_NAMES[language][weekdayOf(date)]}` : day;
}
