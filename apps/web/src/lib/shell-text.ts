import { useSyncExternalStore } from 'react';
import type { shellEn } from '../locales/shell.en.ts';
import type { Widen } from '../locales/widen.ts';
import { type LanguageCode, rememberedLanguage, rememberLanguage } from './language-choice.ts';

export type ShellTexts = Widen<typeof shellEn>;

/**
 * The language shown and the texts of the app's frame and the sign-in screen in it. The sign-in
 * screen reads only these (plain objects, one small chunk per language), so neither i18next nor the
 * full texts are part of its download; lib/session/i18n.ts follows the language chosen here once a screen
 * that uses it is loaded.
 */
const SHELL_TEXTS: Record<LanguageCode, () => Promise<ShellTexts>> = {
  en: () => import('../locales/shell.en.ts').then((module) => module.shellEn),
  ne: () => import('../locales/shell.ne.ts').then((module) => module.shellNe),
};

type Shown = { language: LanguageCode; text: ShellTexts };
type LanguageFollower = (code: LanguageCode) => Promise<unknown>;

let shown: Shown | undefined;
const listeners = new Set<() => void>();
const followers = new Set<LanguageFollower>();

async function show(language: LanguageCode, ...alsoWaitFor: Promise<unknown>[]) {
  const [text] = await Promise.all([SHELL_TEXTS[language](), ...alsoWaitFor]);
  shown = { language, text };
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Resolves once the remembered language's shell texts are in: the app renders after it. */
export const shellTextReady = show(rememberedLanguage());

/** Switches the UI language once its texts (and those of every follower) are loaded, and remembers it. */
export async function changeLanguage(code: LanguageCode) {
  rememberLanguage(code);
  await show(code, ...[...followers].map((follow) => follow(code)));
}

/** For lib/session/i18n.ts: `follow` loads a language's full texts; the switch waits for it, so the whole screen changes at once. */
export function followLanguage(follow: LanguageFollower) {
  followers.add(follow);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function current(): Shown {
  if (!shown) throw new Error('shell texts used before shellTextReady resolved');
  return shown;
}

/** The shell texts and the language they are in; re-renders when the language changes. */
export function useShellText(): Shown {
  return useSyncExternalStore(subscribe, current);
}

/** The language shown, outside React. */
export const currentLanguage = () => current().language;
