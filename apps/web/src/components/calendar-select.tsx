import { Suspense, useState } from 'react';
import { useCalendar } from '../lib/calendar-choice.ts';
import { useShellText } from '../lib/shell-text.ts';
import { Button } from '../ui/button.tsx';
import { lazyWithMui } from '../ui/lazy-with-mui.tsx';

const CalendarMenu = lazyWithMui(() => import('./calendar-menu.tsx').then((m) => m.default));

/** The top bar's switch between Bikram Sambat and AD, next to the language. */
export function CalendarSelect() {
  const { text } = useShellText();
  const { choice, calendar } = useCalendar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first press on, so the menu keeps its closing animation.
  const [used, setUsed] = useState(false);
  const shown = calendar === 'bs' ? text.calendar.bs : text.calendar.ad;
  return (
    <>
      <Button
        color="inherit"
        startIcon="calendarMonth"
        // The name starts from what the button shows (WCAG 2.5.3: a voice user says "AD"); the full name is its tooltip.
        aria-label={`${text.calendar.label}: ${shown}`}
        title={calendar === 'bs' ? text.calendar.bsFull : text.calendar.adFull}
        aria-haspopup="menu"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
      >
        {shown}
      </Button>
      {used && (
        <Suspense>
          <CalendarMenu anchor={anchor} current={choice} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
