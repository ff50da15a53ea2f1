import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { CalendarChoice } from '../lib/calendar-choice.ts';
import { chooseCalendar } from '../lib/save-calendar.ts';
import { useShellText } from '../lib/shell-text.ts';

const CHOICES: readonly CalendarChoice[] = ['bs', 'ad', null];

/** The calendar choices; a chunk of its own, loaded when the calendar button is first pressed. */
export default function CalendarMenu({
  anchor,
  current,
  onClose,
}: {
  anchor: HTMLElement | null;
  current: CalendarChoice;
  onClose: () => void;
}) {
  const { text } = useShellText();
  const label = { bs: text.calendar.bsFull, ad: text.calendar.adFull, follow: text.calendar.followLanguage };
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {CHOICES.map((choice) => (
        <MenuItem
          key={choice ?? 'follow'}
          selected={choice === current}
          onClick={() => {
            void chooseCalendar(choice).catch(() => {});
            onClose();
          }}
        >
          {label[choice ?? 'follow']}
        </MenuItem>
      ))}
    </Menu>
  );
}
