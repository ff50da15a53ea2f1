export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ne', label: 'नेपाली' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const LANGUAGE_KEY = 'language';

/** The UI language this browser chose last; English until one is chosen. */
export function rememberedLanguage(): LanguageCode {
  return localStorage.getItem(LANGUAGE_KEY) === 'ne' ? 'ne' : 'en';
}

export function rememberLanguage(code: LanguageCode) {
  localStorage.setItem(LANGUAGE_KEY, code);
}
