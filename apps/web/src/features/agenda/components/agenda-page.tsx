import type { ClientEvent } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { type ReactNode, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLinks } from '../../../components/page-links.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button, IconButton } from '../../../ui/button.tsx';
import { LinearProgress } from '../../../ui/linear-progress.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { agendaKeys } from '../api/agenda-keys.ts';
import { useEventsPage, useRangeEvents } from '../api/get-events.ts';
import { addDays, daysOfWeek, isOnDay, nepalToday, weekOf } from './agenda-days.ts';
import { AgendaFilters } from './agenda-filters.tsx';
import { AgendaNotInPlan, isRefused } from './agenda-gate.tsx';
import styles from './agenda-page.module.css';
import {
  AGENDA_VIEWS,
  type AgendaParams,
  type AgendaView,
  hasAgendaFilters,
  toEventsFilters,
  useAgendaParams,
  writeAgendaParams,
} from './agenda-params.ts';
import { CalendarSubscriptionDialog } from './calendar-subscription-dialog.tsx';
import { EventCard } from './event-card.tsx';
import { useAgendaFormat } from './event-when.ts';

/**
 * The clients' Agenda: the events the agency plans to cover, by day, by week or as a list of what is coming (or
 * what has been, with what was delivered), filtered by words, place, category, coverage, status and "watched".
 * The view, the days and the filters are the address, so a reload or a shared link shows the same.
 */
export function AgendaPage() {
  const { t } = useAgendaFormat();
  const { params, update, clear } = useAgendaParams();
  const queryClient = useQueryClient();
  const [subscribing, setSubscribing] = useState(false);
  const panelId = useId();
  const tabId = (view: AgendaView) => `${panelId}-${view}`;
  return (
    <>
      <PageTitle
        actions={
          <div className={styles.titleActions}>
            <Button startIcon="calendarMonth" onClick={() => setSubscribing(true)}>
              {t('agenda.subscribe.open')}
            </Button>
            <IconButton
              icon="refresh"
              label={t('common.refresh')}
              hint="below-end"
              onClick={() => queryClient.invalidateQueries({ queryKey: agendaKeys.events() })}
            />
          </div>
        }
      >
        {t('agenda.title')}
      </PageTitle>
      <div className={styles.viewTabs}>
        <Tabs
          label={t('agenda.views.label')}
          values={AGENDA_VIEWS}
          value={params.view}
          onChange={(view) => update({ view })}
          tabLabel={(view) => t(`agenda.views.${view}`)}
          tabId={tabId}
          panelId={panelId}
        />
      </div>
      <AgendaFilters params={params} onChange={update} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(params.view)}>
        {params.view === 'list' ? (
          <ListView params={params} onChange={update} onClear={clear} />
        ) : (
          <RangeView params={params} onChange={update} onClear={clear} />
        )}
      </div>
      <CalendarSubscriptionDialog open={subscribing} onClose={() => setSubscribing(false)} />
    </>
  );
}

type ViewProps = { params: AgendaParams; onChange: (change: Partial<AgendaParams>) => void; onClear: () => void };

/** What a view shows with no event: a line, a hint, and Clear filters when filters hid them. */
function NoEvents({ title, params, onClear }: { title: string; params: AgendaParams; onClear: () => void }) {
  const { t } = useAgendaFormat();
  const filtered = hasAgendaFilters(params);
  return (
    <EmptyState
      title={title}
      hint={filtered ? t('agenda.empty.filteredHint') : t('agenda.empty.hint')}
      action={filtered && <Button onClick={onClear}>{t('agenda.filters.clear')}</Button>}
    />
  );
}

/** The states every view shares: loading, refused by the plan, failed. */
function Loading({
  query,
  children,
}: {
  query: { isPending: boolean; isFetching: boolean; error: Error | null; refetch(): unknown };
  children: () => ReactNode;
}) {
  const { t } = useAgendaFormat();
  if (isRefused(query.error)) return <AgendaNotInPlan error={query.error} />;
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')} className={styles.cards}>
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} height={96} />
        ))}
      </div>
    );
  }
  if (query.error) return <LoadError query={{ error: query.error, refetch: query.refetch }} />;
  return (
    <>
      <div className={styles.progress}>{query.isFetching && <LinearProgress label={t('common.loading')} />}</div>
      {children()}
    </>
  );
}

/** The day and week views: a range of Nepal days with previous, today and next. */
function RangeView({ params, onChange, onClear }: ViewProps) {
  const format = useAgendaFormat();
  const { t } = format;
  const today = nepalToday();
  const anchor = params.day ?? today;
  const week = params.view === 'week';
  const range = week ? weekOf(anchor) : { from: anchor, to: anchor };
  const query = useRangeEvents(range, toEventsFilters(params));
  const step = week ? 7 : 1;
  const title = week
    ? t('agenda.nav.weekOf', { from: format.day(range.from)[0], to: format.day(range.to)[0] })
    : format.day(anchor, 'long')[0];
  const showsToday = week ? today >= range.from && today <= range.to : anchor === today;
  const go = (day: string) => onChange({ day: day === today ? undefined : day });
  return (
    <>
      <div className={styles.toolbar}>
        <h2 className={styles.range} aria-live="polite">
          {title}
        </h2>
        <nav className={styles.stepper} aria-label={t('agenda.nav.label')}>
          <IconButton
            icon="chevronLeft"
            label={t(week ? 'agenda.nav.previousWeek' : 'agenda.nav.previousDay')}
            onClick={() => go(addDays(anchor, -step))}
          />
          <Button variant="outlined" size="small" disabled={showsToday} onClick={() => go(today)}>
            {t(week ? 'agenda.nav.thisWeek' : 'agenda.nav.today')}
          </Button>
          <IconButton
            icon="chevronRight"
            label={t(week ? 'agenda.nav.nextWeek' : 'agenda.nav.nextDay')}
            hint="below-end"
            onClick={() => go(addDays(anchor, step))}
          />
        </nav>
      </div>
      <Loading query={query}>
        {() => {
          const events = query.data?.events ?? [];
          return (
            <>
              {query.data?.more && <p className={styles.hint}>{t('agenda.list.more')}</p>}
              {week ? (
                events.length === 0 && hasAgendaFilters(params) ? (
                  <NoEvents title={t('agenda.empty.week')} params={params} onClear={onClear} />
                ) : (
                  <WeekColumns days={daysOfWeek(anchor)} today={today} events={events} params={params} />
                )
              ) : events.length === 0 ? (
                <NoEvents title={t('agenda.empty.day')} params={params} onClear={onClear} />
              ) : (
                <div className={styles.cards}>
                  {events.map((event) => (
                    <EventCard key={event.id} event={event} />
                  ))}
                </div>
              )}
            </>
          );
        }}
      </Loading>
    </>
  );
}

/** Seven days, Sunday first: columns on a wide page, one under the other on a phone; each day's heading opens that day. */
function WeekColumns({ days, today, events, params }: { days: string[]; today: string; events: ClientEvent[]; params: AgendaParams }) {
  const format = useAgendaFormat();
  const [search] = useSearchParams();
  return (
    <div className={styles.weekFrame}>
      <div className={styles.week}>
        {days.map((day) => {
          const onDay = events.filter((event) => isOnDay(event, day));
          const [weekday, date] = format.day(day, 'column');
          const headingId = `agenda-day-${day}`;
          const dayView = writeAgendaParams(search, { ...params, view: 'day', day: day === today ? undefined : day, page: 1 });
          return (
            <section key={day} aria-labelledby={headingId} className={clsx(styles.weekDay, day === today && styles.today)}>
              <h3 id={headingId} className={styles.weekHeading}>
                <Link to={{ search: dayView.toString() }} aria-current={day === today ? 'date' : undefined}>
                  <span>{weekday}</span> <span className={styles.weekDate}>{date}</span>
                </Link>
              </h3>
              {onDay.length === 0 ? (
                <p className={styles.nothing}>{format.t('agenda.empty.none')}</p>
              ) : (
                onDay.map((event) => <EventCard key={event.id} event={event} compact level={4} />)
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** The list view: upcoming events page by page, or the past ones (latest first) with what was delivered. */
function ListView({ params, onChange, onClear }: ViewProps) {
  const format = useAgendaFormat();
  const { t } = format;
  const query = useEventsPage(params.page, params.past, toEventsFilters(params));
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.segments}>
          <button type="button" className={styles.segment} aria-pressed={!params.past} onClick={() => onChange({ past: false })}>
            {t('agenda.list.upcoming')}
          </button>
          <button type="button" className={styles.segment} aria-pressed={params.past} onClick={() => onChange({ past: true })}>
            {t('agenda.list.past')}
          </button>
        </div>
      </div>
      {params.past && <p className={styles.hint}>{t('agenda.list.pastHint')}</p>}
      <Loading query={query}>
        {() => {
          const events = query.data?.events ?? [];
          if (events.length === 0)
            return <NoEvents title={t(params.past ? 'agenda.empty.past' : 'agenda.empty.list')} params={params} onClear={onClear} />;
          const groups = groupByDay(events);
          return (
            <>
              {groups.map(([day, ofDay]) => (
                <section key={day} aria-labelledby={`agenda-list-${day}`}>
                  <h2 id={`agenda-list-${day}`} className={styles.dayHeading}>
                    {format.day(day, 'long')[0]}
                  </h2>
                  <div className={styles.cards}>
                    {ofDay.map((event) => (
                      <EventCard key={event.id} event={event} showDelivered={params.past} />
                    ))}
                  </div>
                </section>
              ))}
              <PageLinks
                page={params.page}
                lastPage={query.data?.lastPage ?? 1}
                onChange={(page) => {
                  onChange({ page });
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          );
        }}
      </Loading>
    </>
  );
}

/** Events under the day they start, in the order given. */
function groupByDay(events: ClientEvent[]): [string, ClientEvent[]][] {
  const groups = new Map<string, ClientEvent[]>();
  for (const event of events) groups.set(event.start_date, [...(groups.get(event.start_date) ?? []), event]);
  return [...groups];
}
