import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { type CalendarChoice, useCalendar } from '../lib/calendar-choice.ts';
import { chooseCalendar } from '../lib/save-calendar.ts';
import { useShellText } from '../lib/shell-text.ts';

const FOLLOW = 'follow';

/** The person's calendar on their profile: saved on choosing, as the top bar's switch does. */
export function CalendarChoiceField() {
  const { text } = useShellText();
  const { choice } = useCalendar();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{text.calendar.label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={choice ?? FOLLOW}
        onChange={(event) => {
          chooseCalendar(event.target.value === FOLLOW ? null : (event.target.value as CalendarChoice)).catch(() => {});
        }}
      >
        <FormControlLabel value="bs" control={<Radio />} label={text.calendar.bsFull} />
        <FormControlLabel value="ad" control={<Radio />} label={text.calendar.adFull} />
        <FormControlLabel value={FOLLOW} control={<Radio />} label={text.calendar.followLanguage} />
      </RadioGroup>
    </FormControl>
  );
}
