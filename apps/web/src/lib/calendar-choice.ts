import type { Calendar } from '@portal/shared';
import { useSyncExternalStore } from 'react';
import type { LanguageCode } from './language-choice.ts';
import { currentLanguage, useShellText } from './shell-text.ts';

const CALENDAR_KEY = 'calendar';

/** Null follows the language: BS in the Nepali interface, AD in English. */
export type CalendarChoice = Calendar | null;

const listeners = new Set<() => void>();

function rememberedChoice(): CalendarChoice {
  const stored = localStorage.getItem(CALENDAR_KEY);
  return stored === 'bs' || stored === 'ad' ? stored : null;
}

let choice = rememberedChoice();

/** The calendar a choice means in a language. */
export const calendarFor = (chosen: CalendarChoice, language: LanguageCode): Calendar => chosen ?? (language === 'ne' ? 'bs' : 'ad');

/** The calendar dates are shown in now, outside React, for the language being shown. */
export const currentCalendar = (language: LanguageCode = currentLanguage()) => calendarFor(choice, language);

/** Keeps a choice in this browser (a guest's, or a signed-in person's as the server has it) and re-renders what shows dates. */
export function rememberCalendar(chosen: CalendarChoice) {
  if (chosen === choice) return;
  choice = chosen;
  if (chosen) localStorage.setItem(CALENDAR_KEY, chosen);
  else localStorage.removeItem(CALENDAR_KEY);
  for (const listener of listeners) listener();
}

/** For screens that format dates outside React state (lib/dates.ts callers): they re-render on each change. */
export function onCalendarChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The choice and the calendar it means in the shown language; re-renders when either changes. */
export function useCalendar(): { choice: CalendarChoice; calendar: Calendar } {
  const { language } = useShellText();
  const chosen = useSyncExternalStore(onCalendarChange, () => choice);
  return { choice: chosen, calendar: calendarFor(chosen, language) };
}
