import { BS_FIRST_YEAR, bsMonthKey, DATE_PRESETS, type DatePreset, digitsOf, formatBsMonth, parseBsPeriod } from '@portal/shared';
import clsx from 'clsx';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bsTodayInNepal, localDay } from '../lib/bs-today.ts';
import { useCalendar } from '../lib/calendar-choice.ts';
import { useShellText } from '../lib/shell-text.ts';
import { FieldFrame, fieldStyles } from '../ui/field-frame.tsx';
import { lazyWithMui } from '../ui/lazy-with-mui.tsx';
import { SelectField } from '../ui/select-field.tsx';
import styles from './date-filter.module.css';

const BsDateField = lazyWithMui(() => import('./bs-date-field.tsx').then((m) => m.default));

export type DateChoice = {
  preset?: DatePreset | undefined;
  /** "Custom range…" is chosen; kept by the list's state with the days, so clearing the filters ends it too. */
  customRange?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A Bikram Sambat month, "2083-08", or a whole BS year, "2083" ("this year" in BS). */
  bsMonth?: string | undefined;
};

const ANY = 'any';
const CUSTOM = 'custom';
const BS_MONTH = 'bs_month';
/** How many BS months, back from this one, the month filter offers. */
const BS_MONTHS_OFFERED = 36;

/** This BS month (of the Nepal day) and the ones before it, newest first, as "2083-08" keys. */
function recentBsMonths(): string[] {
  const { year, month } = bsTodayInNepal();
  return Array.from({ length: BS_MONTHS_OFFERED }, (_, back) => {
    const index = year * 12 + month - 1 - back;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  })
    .filter((shown) => shown.year >= BS_FIRST_YEAR)
    .map((shown) => bsMonthKey(shown.year, shown.month));
}

/**
 * A preset of SPEC.md §9, a custom range (no future dates, the start not after the end) or, for who
 * reads dates in Bikram Sambat, a BS month; there "this month" is the BS month and "this year" the BS
 * year (1 Baishakh to the end of Chaitra), both of the Nepal day as the server's presets are, and the
 * range's days are chosen on a BS calendar. Reports only what changed; keys left out of a choice keep their value.
 */
export function DateFilter({ value, onChange }: { value: DateChoice; onChange: (choice: DateChoice) => void }) {
  const { t } = useTranslation();
  const { language } = useShellText();
  const { calendar } = useCalendar();
  const today = localDay(new Date());
  const bsPeriod = !value.preset && value.bsMonth ? parseBsPeriod(value.bsMonth) : null;
  const bsMonth = bsPeriod ? value.bsMonth : undefined;
  // In AD, "This year" is the AD preset: a BS year there (a shared link) shows by name in the month field.
  const thisBsYear = calendar === 'bs' && bsPeriod?.month === undefined && bsPeriod?.year === bsTodayInNepal().year;
  const custom = !value.preset && !bsMonth && Boolean(value.customRange || value.from || value.to);
  const mode = value.preset ?? (thisBsYear ? 'this_year' : bsMonth ? BS_MONTH : custom ? CUSTOM : ANY);
  const thisBsPeriod = (preset: 'this_month' | 'this_year') => {
    const now = bsTodayInNepal();
    return preset === 'this_year' ? String(now.year) : bsMonthKey(now.year, now.month);
  };

  const choose = (next: string) => {
    const none = { preset: undefined, customRange: false, from: undefined, to: undefined, bsMonth: undefined };
    if (next === BS_MONTH) return onChange({ ...none, bsMonth: thisBsPeriod('this_month') });
    if (calendar === 'bs' && (next === 'this_month' || next === 'this_year')) return onChange({ ...none, bsMonth: thisBsPeriod(next) });
    const preset = next === ANY || next === CUSTOM ? undefined : (next as DatePreset);
    onChange({ ...none, preset, customRange: next === CUSTOM });
  };
  const monthLabel = (key: string) => {
    const period = parseBsPeriod(key);
    if (!period) return key;
    return period.month === undefined
      ? t('calendar.bsYear', { year: digitsOf(language, period.year) })
      : formatBsMonth(period.year, period.month, language);
  };
  const offeredMonths = bsMonth && !recentBsMonths().includes(bsMonth) ? [bsMonth, ...recentBsMonths()] : recentBsMonths();
  // Only the edited edge is reported: the other one may not have reached `value` yet (the address
  // updates before its render), and the list state keeps it from the address itself.
  const setDay = (edge: 'from' | 'to', day: string) => {
    const from = edge === 'from' ? day : value.from;
    const to = edge === 'to' ? day : value.to;
    if (from && to && from > to) return;
    const range = { preset: undefined, customRange: true, bsMonth: undefined };
    onChange(edge === 'from' ? { ...range, from: day || undefined } : { ...range, to: day || undefined });
  };

  const wide = custom || (Boolean(bsMonth) && !thisBsYear);
  return (
    <div className={clsx(styles.filter, wide && styles.wide)}>
      <SelectField label={t('filters.date')} value={mode} onChange={choose} className={styles.field}>
        <option value={ANY}>{t('filters.anyTime')}</option>
        {DATE_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`filters.presets.${preset}`)}
          </option>
        ))}
        <option value={CUSTOM}>{t('filters.customRange')}</option>
        <option value={BS_MONTH}>{t('calendar.bsMonth')}</option>
      </SelectField>
      {bsMonth && !thisBsYear && (
        <SelectField
          label={t('calendar.month')}
          value={bsMonth}
          onChange={(chosen) => onChange({ preset: undefined, customRange: false, from: undefined, to: undefined, bsMonth: chosen })}
          className={styles.field}
        >
          {offeredMonths.map((key) => (
            <option key={key} value={key}>
              {monthLabel(key)}
            </option>
          ))}
        </SelectField>
      )}
      {custom && calendar === 'bs' && (
        <Suspense>
          <BsDateField label={t('filters.from')} value={value.from} max={value.to ?? today} onChange={(day) => setDay('from', day)} />
          <BsDateField label={t('filters.to')} value={value.to} min={value.from} max={today} onChange={(day) => setDay('to', day)} />
        </Suspense>
      )}
      {custom && calendar === 'ad' && (
        <>
          <DayField label={t('filters.from')} value={value.from} max={value.to ?? today} onChange={(day) => setDay('from', day)} />
          <DayField label={t('filters.to')} value={value.to} min={value.from} max={today} onChange={(day) => setDay('to', day)} />
        </>
      )}
    </div>
  );
}

type DayProps = { label: string; value: string | undefined; min?: string | undefined; max: string; onChange: (day: string) => void };

/** An AD day in the browser's own date input. */
function DayField({ label, value, min, max, onChange }: DayProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} raised className={styles.day}>
      <input
        id={id}
        type="date"
        className={fieldStyles.control}
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
