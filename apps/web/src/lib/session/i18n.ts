import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Resources } from '../../locales/en.ts';
import type { LanguageCode } from '../language-choice.ts';
import { currentLanguage, followLanguage, shellTextReady } from '../shell-text.ts';

/**
 * i18next with the full texts, for every screen but the sign-in one (app/router.tsx waits for
 * `i18nReady` before it shows them). The language is chosen in lib/shell-text.ts; this follows it.
 */

/** Each language's texts are a chunk of their own: a visitor downloads only the language they read. */
const TEXTS: Record<LanguageCode, () => Promise<Resources>> = {
  en: () => import('../../locales/en.ts').then((module) => module.en),
  ne: () => import('../../locales/ne.ts').then((module) => module.ne),
};

/** Adds a language's texts if they are not in yet (the staff's promo form shows both languages' built-in texts). */
export async function loadTexts(code: LanguageCode) {
  if (!i18n.hasResourceBundle(code, 'translation')) i18n.addResourceBundle(code, 'translation', await TEXTS[code]());
}

/** Resolves once i18next has the shown language's texts. */
export const i18nReady = (async () => {
  await shellTextReady;
  const language = currentLanguage();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: await TEXTS[language]() } },
    lng: language,
    // Both languages have every key (ne.ts is typed by en.ts), so nothing falls back.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  followLanguage(async (code) => {
    await loadTexts(code);
    await i18n.changeLanguage(code);
  });
})();

export { i18n };
