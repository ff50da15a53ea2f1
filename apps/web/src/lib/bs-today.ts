import { type BsDate, bsFromAd } from '@portal/shared';

const pad = (value: number) => String(value).padStart(2, '0');

/** A time's calendar day (YYYY-MM-DD) in the reader's time zone. */
export const localDay = (time: Date) => `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;

/** Today in Bikram Sambat, in the reader's time zone (the date filters' "today" is the same day). */
export const bsToday = (): BsDate => bsFromAd(localDay(new Date()));
