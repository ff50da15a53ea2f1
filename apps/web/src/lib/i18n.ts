import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Resources } from '../locales/en.ts';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ne', label: 'नेपाली' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const LANGUAGE_KEY = 'language';

/** Each language's texts are a chunk of their own: a visitor downloads only the language they read. */
const TEXTS: Record<LanguageCode, () => Promise<Resources>> = {
  en: () => import('../locales/en.ts').then((module) => module.en),
  ne: () => import('../locales/ne.ts').then((module) => module.ne),
};

function rememberedLanguage(): LanguageCode {
  return localStorage.getItem(LANGUAGE_KEY) === 'ne' ? 'ne' : 'en';
}

/** Adds a language's texts if they are not in yet (the staff's promo form shows both languages' built-in texts). */
export async function loadTexts(code: LanguageCode) {
  if (!i18n.hasResourceBundle(code, 'translation')) i18n.addResourceBundle(code, 'translation', await TEXTS[code]());
}

/** Switches the UI language, once its texts are loaded, and remembers the choice for the next visit. */
export async function changeLanguage(code: LanguageCode) {
  localStorage.setItem(LANGUAGE_KEY, code);
  await loadTexts(code);
  return i18n.changeLanguage(code);
}

i18n.on('languageChanged', (code) => {
  document.documentElement.lang = code;
});

/** Resolves once the remembered language's texts are in: the app renders after it, so no key shows untranslated. */
export const i18nReady = (async () => {
  const language = rememberedLanguage();
  const texts = await TEXTS[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: texts } },
    lng: language,
    // Both languages have every key (ne.ts is typed by en.ts), so nothing falls back.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
})();

export { i18n };
