import { type BsDate, bsFromAd, NEPAL_TIME_ZONE } from '@portal/shared';

const pad = (value: number) => String(value).padStart(2, '0');

/** A time's calendar day (YYYY-MM-DD) in the reader's time zone. */
export const localDay = (time: Date) => `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;

/** Today in Bikram Sambat, in the reader's time zone (the date filters' "today" is the same day). */
export const bsToday = (): BsDate => bsFromAd(localDay(new Date()));

/** en-CA writes a day as YYYY-MM-DD. */
const nepalDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: NEPAL_TIME_ZONE });

/** Today in Bikram Sambat on the Nepal day (Asia/Kathmandu), as the server reads "this month" and "this year". */
export const bsTodayInNepal = (now = new Date()): BsDate => bsFromAd(nepalDayFormat.format(now));
