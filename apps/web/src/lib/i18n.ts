import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en.ts';
import { ne } from '../locales/ne.ts';
import { applyDateLocale } from './dates.ts';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ne', label: 'नेपाली' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const LANGUAGE_KEY = 'language';

function rememberedLanguage(): LanguageCode {
  return localStorage.getItem(LANGUAGE_KEY) === 'ne' ? 'ne' : 'en';
}

/** Switches the UI language and remembers the choice for the next visit. */
export function changeLanguage(code: LanguageCode) {
  localStorage.setItem(LANGUAGE_KEY, code);
  return i18n.changeLanguage(code);
}

i18n.on('languageChanged', (code) => {
  document.documentElement.lang = code;
  applyDateLocale(code === 'ne' ? 'ne' : 'en');
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ne: { translation: ne } },
  lng: rememberedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
