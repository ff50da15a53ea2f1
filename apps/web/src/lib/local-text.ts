import i18next from 'i18next';

/**
 * What to show of a text the agency keeps in English and, optionally, Nepali: the Nepali one when
 * the interface is Nepali and it is not empty, else the English one.
 */
export function localText(english: string, nepali: string | null | undefined, language: string = i18next.language): string {
  return language === 'ne' && nepali ? nepali : english;
}
