import { type CalendarLanguage, digitsOf } from './bikram-sambat.ts';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Lakh grouping ("1,00,000") in both languages, from en-IN: Chromium's ICU groups ne-NP by thousands
 * (Node's does not), so the Nepali digits are mapped afterwards rather than taken from ne-NP.
 */
function numberFormat(options: Intl.NumberFormatOptions = {}) {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', options);
    formats.set(key, format);
  }
  return format;
}

/** A count, total or page number in the digits of a language: "3,07,000", "३,०७,०००". */
export const formatNumberIn = (language: CalendarLanguage, value: number, options?: Intl.NumberFormatOptions) =>
  digitsOf(language, numberFormat(options).format(value));

const RUPEES: Record<CalendarLanguage, string> = { en: 'Rs.', ne: 'रु.' };

/** An amount in integer paisa as the portal writes rupees: "Rs. 1,00,000", "Rs. 1,695.50", "रु. १,५००". */
export function formatRupeesIn(language: CalendarLanguage, paisa: number): string {
  const decimals = paisa % 100 === 0 ? 0 : 2;
  return `${RUPEES[language]} ${formatNumberIn(language, paisa / 100, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
}
