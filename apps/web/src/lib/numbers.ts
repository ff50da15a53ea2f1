import { digitsOf } from '@portal/shared';
import { i18n } from './i18n.ts';
import type { LanguageCode } from './shell-text.ts';

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

/** A count, total or page number in the digits of the UI's language: "3,07,000", "३,०७,०००". */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions, language: LanguageCode = currentLanguage()) =>
  digitsOf(language, numberFormat(options).format(value));

/** i18next's language: screens re-render on its change, before the shell's record of it moves (lib/dates.ts). */
const currentLanguage = (): LanguageCode => (i18n.language === 'ne' ? 'ne' : 'en');

const RUPEES: Record<LanguageCode, string> = { en: 'Rs.', ne: 'रु.' };

/** An amount of the API (integer paisa) in rupees: "Rs. 1,00,000", "Rs. 1,695.50", "रु. १,५००". */
export function formatRupees(paisa: number, language: LanguageCode = currentLanguage()): string {
  const decimals = paisa % 100 === 0 ? 0 : 2;
  return `${RUPEES[language]} ${formatNumber(paisa / 100, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }, language)}`;
}
