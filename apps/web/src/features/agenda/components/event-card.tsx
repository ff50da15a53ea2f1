import { type ClientEvent, itemWebPath } from '@portal/shared';
import clsx from 'clsx';
import { Link } from 'react-router';
import { usePlaceLine } from '../../../lib/places.ts';
import { AgendaIcon } from './agenda-icon.tsx';
import { CoverageMarks, StatusMark, WatchedMark } from './agenda-marks.tsx';
import { isDisrupted } from './agenda-terms.ts';
import styles from './event-card.module.css';
import { useAgendaFormat } from './event-when.ts';

/** The address of an event's page, which mails link to. */
export const eventPath = (id: number) => `/agenda/events/${id}`;

/** Whether the person watches the event itself or one of its coverages. */
export const isWatched = (event: Pick<ClientEvent, 'watched' | 'coverages'>) =>
  event.watched || event.coverages.some((coverage) => coverage.watched);

type Props = {
  event: ClientEvent;
  /** A week's narrow column: the title smaller, no delivered items. */
  compact?: boolean;
  /** Past events show what was delivered, each item opened from the card. */
  showDelivered?: boolean;
  /** The level of the card's title under the view's headings. */
  level?: 3 | 4;
};

/**
 * An event at a glance: its time (or all day, or to be confirmed), title, place, status (postponed and cancelled
 * with their reason), coverage by kind with its state, and whether the person watches it. The card opens the event.
 */
export function EventCard({ event, compact = false, showDelivered = false, level = 3 }: Props) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const format = useAgendaFormat();
  const placeLine = usePlaceLine();
  const { t } = format;
  const title = format.local(event.title, event.title_ne);
  const place = [event.venue, placeLine(event.place)].filter(Boolean).join(', ');
  const until = format.until(event);
  const delivered = showDelivered ? event.coverages.filter((coverage) => coverage.delivered_item) : [];
  return (
    <article
      className={clsx(styles.card, compact && styles.compact)}
      data-status={event.status}
      aria-labelledby={`event-${event.id}-title`}
    >
      <div className={styles.top}>
        <span className={styles.time}>{format.time(event)}</span>
        {until && <span className={styles.until}>{until}</span>}
        {event.status !== 'planned' && <StatusMark status={event.status} />}
        {isWatched(event) && <WatchedMark />}
        {event.recurring && <AgendaIcon name="repeat" label={t('agenda.card.recurring')} />}
      </div>
      <Heading id={`event-${event.id}-title`} className={clsx(styles.title, event.status === 'cancelled' && styles.cancelledTitle)}>
        <Link to={eventPath(event.id)} className={styles.link}>
          {title}
        </Link>
      </Heading>
      {place && (
        <p className={styles.place}>
          <AgendaIcon name="place" size="inherit" />
          <span>{place}</span>
        </p>
      )}
      {isDisrupted(event.status) && event.status_reason && (
        <p className={styles.reason} data-status={event.status}>
          {t('agenda.card.reason', { reason: event.status_reason })}
        </p>
      )}
      <CoverageMarks coverages={event.coverages} />
      {delivered.length > 0 && (
        <ul className={styles.delivered}>
          {delivered.map(
            ({ id, delivered_item: item }) =>
              item && (
                <li key={id}>
                  <Link to={itemWebPath(item.kind, item.id)}>{t('agenda.coverage.delivered', { title: item.title })}</Link>
                </li>
              ),
          )}
        </ul>
      )}
    </article>
  );
}
