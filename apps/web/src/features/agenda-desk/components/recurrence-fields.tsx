import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_OCCURRENCES, RECURRENCE_FREQUENCIES, type RecurrenceRule } from '@portal/shared';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { Controller, useController, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/switch-field.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { formatNumber } from '../../../lib/numbers.ts';
import { DayField } from './day-field.tsx';
import { ruleOf, weekdayOf } from './event-draft.ts';
import type { EventControl } from './form-types.ts';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const INTERVALS = Array.from({ length: 12 }, (_, index) => index + 1);

type Language = 'en' | 'ne';
const languageOf = (language: string): Language => (language === 'ne' ? 'ne' : 'en');

/** A weekday's name in the reader's language, 0 = Sunday (1 January 2023 was a Sunday). */
export const weekdayName = (weekday: number, language: Language) =>
  new Intl.DateTimeFormat(language === 'ne' ? 'ne-NP' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1 + weekday),
  );

const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A rule in words, as a phrase to go inside a sentence: "every week on Tuesday and Thursday, 12 times", "every 2
 * months on day 29, until Jun 30, 2026". A weekly rule without days falls on the start's weekday, as the server
 * makes it; an end not given yet is left unsaid.
 */
export function describeRule(rule: RecurrenceRule, startDate: string, t: TFunction, languageCode: string): string {
  const language = languageOf(languageCode);
  const count = rule.interval;
  let phrase: string;
  if (rule.frequency === 'weekly') {
    const weekdays = rule.weekdays.length > 0 ? [...new Set(rule.weekdays)].sort((a, b) => a - b) : [weekdayOf(startDate)];
    const days = new Intl.ListFormat(language === 'ne' ? 'ne-NP' : 'en-GB', { type: 'conjunction' }).format(
      weekdays.map((weekday) => weekdayName(weekday, language)),
    );
    phrase = t('agendaDesk.repeat.rule.weekly', { count, days });
  } else if (rule.frequency === 'monthly') {
    phrase = t('agendaDesk.repeat.rule.monthly', { count, day: formatNumber(Number(startDate.slice(8, 10)), undefined, language) });
  } else {
    phrase = t('agendaDesk.repeat.rule.daily', { count });
  }
  if (rule.count !== null && Number.isInteger(rule.count)) {
    return t('agendaDesk.repeat.rule.times', { rule: phrase, times: formatNumber(rule.count, undefined, language) });
  }
  if (rule.until) return t('agendaDesk.repeat.rule.until', { rule: phrase, day: formatDay(rule.until) });
  return phrase;
}

/**
 * "Repeats" of a new event: every 1–12 days, weeks (on the weekdays picked, the start's preselected) or months, ending on
 * a day (in the reader's calendar) or after a number of times, said in words under the fields. The server makes every
 * occurrence at once; a rule reaching past a year or beyond 100 times is refused here, at the section.
 */
export function RecurrenceFields({ control }: { control: EventControl }) {
  const { t, i18n } = useTranslation();
  const [repeats, startDate, recurrence] = useWatch({ control, name: ['repeats', 'start_date', 'recurrence'] });
  const weekdays = useController({ control, name: 'recurrence.weekdays' });
  const until = useController({ control, name: 'recurrence.until' });
  const { errors } = useFormState({ control, name: 'recurrence' });
  // The start's weekday stays chosen, following the start, until the user picks the days themselves.
  const picked = useRef(false);
  const { onChange: setWeekdays } = weekdays.field;
  useEffect(() => {
    if (repeats && startDate && !picked.current) setWeekdays([weekdayOf(startDate)]);
  }, [repeats, startDate, setWeekdays]);

  const language = languageOf(i18n.language);
  const endError = errors.recurrence?.until?.message;
  const countError = errors.recurrence?.count?.message ?? endError;
  const ruleError = errors.recurrence?.message ?? errors.recurrence?.root?.message;

  return (
    <Stack sx={{ gap: 2 }}>
      <SwitchField control={control} name="repeats" label={t('agendaDesk.repeat.switch')} help={t('agendaDesk.repeat.switchHelp')} />
      {repeats && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxWidth: 360 }}>
            <Controller
              control={control}
              name="recurrence.interval"
              render={({ field }) => (
                <TextField select label={t('agendaDesk.repeat.every')} {...field} inputRef={field.ref}>
                  {INTERVALS.map((interval) => (
                    <MenuItem key={interval} value={interval}>
                      {formatNumber(interval, undefined, language)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="recurrence.frequency"
              render={({ field }) => (
                <TextField select label={t('agendaDesk.repeat.period')} {...field} inputRef={field.ref}>
                  {RECURRENCE_FREQUENCIES.map((frequency) => (
                    <MenuItem key={frequency} value={frequency}>
                      {t(`agendaDesk.repeat.periods.${frequency}`, { count: recurrence.interval })}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
          {recurrence.frequency === 'weekly' && (
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('agendaDesk.repeat.weekdays')}</FormLabel>
              <FormGroup row>
                {WEEKDAYS.map((weekday) => (
                  <FormControlLabel
                    key={weekday}
                    label={weekdayName(weekday, language)}
                    control={
                      <Checkbox
                        checked={weekdays.field.value.includes(weekday)}
                        onChange={(event) => {
                          picked.current = true;
                          const others = weekdays.field.value.filter((chosen) => chosen !== weekday);
                          setWeekdays(event.target.checked ? [...others, weekday].sort((a, b) => a - b) : others);
                        }}
                      />
                    }
                  />
                ))}
              </FormGroup>
              <FormHelperText sx={{ mx: 0 }}>{t('agendaDesk.repeat.weekdaysHelp')}</FormHelperText>
            </FormControl>
          )}
          <Controller
            control={control}
            name="recurrence.ends"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend">{t('agendaDesk.repeat.ends')}</FormLabel>
                <RadioGroup name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} row>
                  <FormControlLabel value="count" label={t('agendaDesk.repeat.endsAfter')} control={<Radio inputRef={field.ref} />} />
                  <FormControlLabel value="until" label={t('agendaDesk.repeat.endsOn')} control={<Radio />} />
                </RadioGroup>
              </FormControl>
            )}
          />
          <Box sx={{ maxWidth: 360 }}>
            {recurrence.ends === 'until' ? (
              <DayField
                name="recurrence.until"
                label={t('agendaDesk.repeat.until')}
                required
                value={until.field.value}
                min={startDate || undefined}
                onChange={until.field.onChange}
                onBlur={until.field.onBlur}
                error={endError}
              />
            ) : (
              <Controller
                control={control}
                name="recurrence.count"
                render={({ field }) => (
                  <TextField
                    {...field}
                    inputRef={field.ref}
                    type="number"
                    label={t('agendaDesk.repeat.count')}
                    required
                    fullWidth
                    error={countError !== undefined}
                    helperText={countError ?? t('agendaDesk.repeat.countHelp', { max: MAX_OCCURRENCES })}
                    slotProps={{ htmlInput: { min: 2, max: MAX_OCCURRENCES, inputMode: 'numeric' } }}
                  />
                )}
              />
            )}
          </Box>
          <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
            {upperFirst(describeRule(ruleOf(recurrence), startDate, t, i18n.language))}
          </Typography>
          {ruleError && (
            <Alert severity="error" variant="outlined">
              {ruleError}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}

/** On an occurrence of a series: the rule it was made by, and that a change here touches this one alone. */
export function SeriesNote({ rule, startDate }: { rule: RecurrenceRule; startDate: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert severity="info" variant="outlined">
      {t('agendaDesk.repeat.seriesNote', { rule: describeRule(rule, startDate, t, i18n.language) })}
    </Alert>
  );
}
