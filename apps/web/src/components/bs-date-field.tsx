import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  adFromBs,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  type BsDate,
  bsFromAd,
  daysInBsMonth,
  digitsOf,
  formatBsDate,
  formatBsMonth,
  WEEKDAY_NAMES,
  weekdayOf,
} from '@portal/shared';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bsToday } from '../lib/bs-today.ts';
import { useShellText } from '../lib/shell-text.ts';

type Props = {
  label: string;
  /** The chosen AD day (YYYY-MM-DD), as the list's address keeps it. */
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (adDay: string) => void;
};

type Month = { year: number; month: number };

const shiftMonth = ({ year, month }: Month, by: number): Month => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const inTable = ({ year }: Month) => year >= BS_FIRST_YEAR && year <= BS_LAST_YEAR;
const sameDay = (a: BsDate, b: BsDate) => a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * A date field read and chosen in Bikram Sambat: the field shows the BS day, and its calendar (month
 * names, weekday header, today marked) moves by month; arrow keys move between days. Loaded only
 * when dates are read in BS, so the AD lists download none of it.
 */
export default function BsDateField({ label, value, min, max, onChange }: Props) {
  const { t } = useTranslation();
  const { language } = useShellText();
  const today = bsToday();
  const chosen = value ? bsFromAd(value) : undefined;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState<Month>(chosen ?? today);
  const days = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (target: HTMLElement) => {
    setShown(chosen ?? today);
    setAnchor(target);
  };
  const choose = (day: BsDate) => {
    onChange(adFromBs(day));
    setAnchor(null);
  };
  const allowed = (day: BsDate) => {
    const ad = adFromBs(day);
    return (!min || ad >= min) && (!max || ad <= max);
  };

  const length = daysInBsMonth(shown.year, shown.month);
  const leading = weekdayOf({ ...shown, day: 1 });
  const weekdays = WEEKDAY_NAMES[language];
  // Blank cells before day 1 carry negative numbers, so every cell has a key of its own.
  const cells = [...Array.from({ length: leading }, (_, index) => -index - 1), ...Array.from({ length }, (_, index) => index + 1)];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) => cells.slice(week * 7, week * 7 + 7));

  const moveFocus = (event: KeyboardEvent, day: number) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    if (!step) return;
    event.preventDefault();
    days.current[Math.min(length, Math.max(1, day + step))]?.focus();
  };

  return (
    <>
      <TextField
        label={label}
        value={chosen ? formatBsDate(chosen, language, { weekday: false }) : ''}
        onClick={(event) => open(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open(event.currentTarget);
          }
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', 'aria-label': t('calendar.pick', { edge: label }) },
        }}
        sx={{ flex: '1 1 140px' }}
      />
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('calendar.pick', { edge: label }), sx: { p: 1.5 } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <IconButton
            aria-label={t('calendar.previousMonth')}
            disabled={!inTable(shiftMonth(shown, -1))}
            onClick={() => setShown(shiftMonth(shown, -1))}
          >
            <ChevronLeft />
          </IconButton>
          <Typography component="h2" variant="subtitle1" aria-live="polite" sx={{ fontWeight: 600 }}>
            {formatBsMonth(shown.year, shown.month, language)}
          </Typography>
          <IconButton
            aria-label={t('calendar.nextMonth')}
            disabled={!inTable(shiftMonth(shown, 1))}
            onClick={() => setShown(shiftMonth(shown, 1))}
          >
            <ChevronRight />
          </IconButton>
        </Stack>
        <Box component="table" aria-label={formatBsMonth(shown.year, shown.month, language)} sx={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {weekdays.map((name) => (
                <Box
                  component="th"
                  scope="col"
                  key={name}
                  abbr={name}
                  sx={{ fontWeight: 500, fontSize: 13, p: 0.5, color: 'text.secondary' }}
                >
                  {language === 'ne' ? name.replace('बार', '') : name.slice(0, 3)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.join('-')}>
                {week.map((day) =>
                  day < 1 ? (
                    <td key={day} />
                  ) : (
                    <Box component="td" key={day} sx={{ p: 0.25 }}>
                      <DayButton
                        day={{ ...shown, day }}
                        today={sameDay({ ...shown, day }, today)}
                        selected={chosen ? sameDay({ ...shown, day }, chosen) : false}
                        disabled={!allowed({ ...shown, day })}
                        text={digitsOf(language, day)}
                        label={formatBsDate({ ...shown, day }, language)}
                        buttonRef={(button) => {
                          days.current[day] = button;
                        }}
                        onKeyDown={(event) => moveFocus(event, day)}
                        onChoose={choose}
                      />
                    </Box>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      </Popover>
    </>
  );
}

function DayButton(props: {
  day: BsDate;
  today: boolean;
  selected: boolean;
  disabled: boolean;
  text: string;
  label: string;
  buttonRef: (button: HTMLButtonElement | null) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onChoose: (day: BsDate) => void;
}) {
  return (
    <Button
      ref={props.buttonRef}
      variant={props.selected ? 'contained' : props.today ? 'outlined' : 'text'}
      disabled={props.disabled}
      aria-label={props.label}
      aria-pressed={props.selected}
      aria-current={props.today ? 'date' : undefined}
      onKeyDown={props.onKeyDown}
      onClick={() => props.onChoose(props.day)}
      sx={{ minWidth: 40, width: 40, height: 36, p: 0 }}
    >
      {props.text}
    </Button>
  );
}
