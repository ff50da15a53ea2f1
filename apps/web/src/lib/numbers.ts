import { formatNumberIn, formatRupeesIn } from '@portal/shared';
import type { LanguageCode } from './language-choice.ts';
import { i18n } from './session/i18n.ts';

/** i18next's language: screens re-render on its change, before the shell's record of it moves (lib/dates.ts). */
const currentLanguage = (): LanguageCode => (i18n.language === 'ne' ? 'ne' : 'en');

/** A count, total or page number in the digits of the UI's language: "3,07,000", "३,०७,०००" (packages/shared numbers.ts). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions, language: LanguageCode = currentLanguage()) =>
  formatNumberIn(language, value, options);

/** An amount of the API (integer paisa) in rupees in the UI's language: "Rs. 1,00,000", "रु. १,५००". */
export const formatRupees = (paisa: number, language: LanguageCode = currentLanguage()) => formatRupeesIn(language, paisa);
