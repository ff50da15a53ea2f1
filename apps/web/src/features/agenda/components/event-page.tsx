import { type ClientCoverage, type ClientEvent, itemWebPath } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { useCategories, useLocalName } from '../../../lib/lookups.ts';
import { showNotice } from '../../../lib/notices.ts';
import { usePlaceLine } from '../../../lib/places.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import text from '../../../ui/text.module.css';
import { downloadEventIcs } from '../api/download-event-ics.ts';
import { useAgendaEvent } from '../api/get-event.ts';
import { useWatchEvent, type WatchChange } from '../api/watch-event.ts';
import { AgendaNotInPlan, isRefused } from './agenda-gate.tsx';
import { AgendaIcon } from './agenda-icon.tsx';
import { StatusMark } from './agenda-marks.tsx';
import { isDisrupted } from './agenda-terms.ts';
import styles from './event-page.module.css';
import { useAgendaFormat } from './event-when.ts';

/** The Agenda's screen, which the event page goes back to. */
const AGENDA_PATH = '/agenda';

/**
 * An event in full (mails link here): when and where, its status and why, the description, organiser, contact and
 * links, and each coverage with its state, expected time and the item that delivered it. The reader watches the
 * event or one coverage (by mail, and by SMS too when asked) and adds the event to a calendar (.ics).
 */
export function EventPage() {
  const { id } = useParams();
  const eventId = Number(id);
  const { t } = useAgendaFormat();
  const query = useAgendaEvent(eventId);
  const missing = !Number.isInteger(eventId) || eventId <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  let body: ReactNode;
  if (missing) {
    body = (
      <EmptyState
        title={t('agenda.event.notFound')}
        hint={t('agenda.event.notFoundHint')}
        action={<ButtonLink to={AGENDA_PATH}>{t('agenda.event.back')}</ButtonLink>}
      />
    );
  } else if (isRefused(query.error)) body = <AgendaNotInPlan error={query.error} />;
  else if (query.error) body = <LoadError query={query} />;
  else if (query.data) body = <EventDetail event={query.data} />;
  else body = <Skeleton height={320} />;
  return (
    <div className={styles.page}>
      <Link to={AGENDA_PATH} className={styles.back}>
        <AgendaIcon name="back" size="inherit" />
        {t('agenda.event.back')}
      </Link>
      {body}
    </div>
  );
}

function EventDetail({ event }: { event: ClientEvent }) {
  const format = useAgendaFormat();
  const { t } = format;
  const placeLine = usePlaceLine();
  const categories = useCategories().data ?? [];
  const nameOf = useLocalName();
  const title = format.local(event.title, event.title_ne);
  useDocumentTitle(title);
  const watch = useWatchEvent(event.id);
  const [sms, setSms] = useState(event.watch_sms);
  const [smsError, setSmsError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const change = (request: WatchChange) => {
    setSmsError(null);
    watch.mutate(request, {
      onError: (error) => {
        const smsMessage = error instanceof ApiError ? error.fieldMessage('sms') : undefined;
        if (smsMessage) setSmsError(smsMessage);
        else showNotice(error.message, { variant: 'error' });
      },
    });
  };
  const addToCalendar = () => {
    setDownloading(true);
    // A refusal is announced by the download itself (lib/save-api-file.ts).
    downloadEventIcs(event.id)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };

  const description = format.local(event.description, event.description_ne);
  const place = [event.venue, placeLine(event.place)].filter(Boolean).join(', ');
  const until = format.until(event);
  const eventCategories = event.category_ids.flatMap((categoryId) => categories.find((category) => category.id === categoryId) ?? []);
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.marks}>
        <StatusMark status={event.status} />
        {event.recurring && (
          <span className={styles.recurring}>
            <AgendaIcon name="repeat" size="inherit" />
            {t(`agenda.event.recurring.${event.recurring}`)}
          </span>
        )}
      </div>
      {isDisrupted(event.status) && (
        <Alert severity={event.status === 'cancelled' ? 'error' : 'warning'} role="note">
          <strong>{t(`agendaTerms.statuses.${event.status}`)}</strong>
          {event.status_reason && ` — ${event.status_reason}`}
        </Alert>
      )}
      <dl className={styles.facts}>
        <dt>{t('agenda.event.when')}</dt>
        <dd>
          <time dateTime={event.start_date}>{format.day(event.start_date, 'long')[0]}</time>, {format.time(event)}
          {until && ` ${until}`}
        </dd>
        {place && (
          <>
            <dt>{t('agenda.event.where')}</dt>
            <dd>{place}</dd>
          </>
        )}
        {eventCategories.length > 0 && (
          <>
            <dt>{t('agenda.event.categories')}</dt>
            <dd>{eventCategories.map(nameOf).join(', ')}</dd>
          </>
        )}
        {event.organiser && (
          <>
            <dt>{t('agenda.event.organiser')}</dt>
            <dd>{event.organiser}</dd>
          </>
        )}
        {event.contact && (
          <>
            <dt>{t('agenda.event.contact')}</dt>
            <dd>{event.contact}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Button
          variant={event.watched ? 'contained' : 'outlined'}
          startIcon={event.watched ? 'checkCircle' : 'visibility'}
          aria-pressed={event.watched}
          busy={watch.isPending && watch.variables?.coverageId === null}
          onClick={() => change({ coverageId: null, watch: !event.watched, sms })}
        >
          {t('agenda.event.watch')}
        </Button>
        <Checkbox
          label={t('agenda.event.sms')}
          checked={sms}
          aria-describedby={smsError ? `sms-error-${event.id}` : undefined}
          onChange={(changed) => {
            const next = changed.target.checked;
            setSms(next);
            setSmsError(null);
            // Watching already: the choice is sent at once, as the watch's own.
            if (event.watched) change({ coverageId: null, watch: true, sms: next });
          }}
        />
        <Button startIcon="calendarMonth" busy={downloading} onClick={addToCalendar}>
          {t('agenda.event.addToCalendar')}
        </Button>
        <p className={styles.watchHint}>{t('agenda.event.watchHint')}</p>
        {smsError && (
          <Alert severity="error" id={`sms-error-${event.id}`} className={styles.watchHint}>
            {smsError}
          </Alert>
        )}
      </div>
      {description && (
        <section className={styles.section} aria-labelledby="event-description">
          <h2 id="event-description" className={styles.sectionTitle}>
            {t('agenda.event.description')}
          </h2>
          <p className={styles.description}>{description}</p>
        </section>
      )}
      <section className={styles.section} aria-labelledby="event-coverage">
        <h2 id="event-coverage" className={styles.sectionTitle}>
          {t('agenda.coverage.title')}
        </h2>
        {event.coverages.length === 0 ? (
          <p className={`${text.body2} ${text.secondary}`}>{t('agenda.coverage.none')}</p>
        ) : (
          <ul className={styles.coverages}>
            {event.coverages.map((coverage) => (
              <CoverageRow
                key={coverage.id}
                coverage={coverage}
                busy={watch.isPending && watch.variables?.coverageId === coverage.id}
                onWatch={(watched) => change({ coverageId: coverage.id, watch: watched, sms })}
              />
            ))}
          </ul>
        )}
      </section>
      {event.attachments.length > 0 && (
        <section className={styles.section} aria-labelledby="event-files">
          <h2 id="event-files" className={styles.sectionTitle}>
            {t('agenda.event.files')}
          </h2>
          <ul className={styles.links}>
            {event.attachments.map((file) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  <AgendaIcon name="file" size="inherit" />
                  {file.name}
                  <span className={text.secondary}>({formatBytes(file.size)})</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {event.links.length > 0 && (
        <section className={styles.section} aria-labelledby="event-links">
          <h2 id="event-links" className={styles.sectionTitle}>
            {t('agenda.event.links')}
          </h2>
          <ul className={styles.links}>
            {event.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  <AgendaIcon name="link" size="inherit" />
                  {link.label || link.url}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** One coverage: its kind, state, expected time, note, the item that delivered it, and Watch. */
function CoverageRow({ coverage, busy, onWatch }: { coverage: ClientCoverage; busy: boolean; onWatch: (watch: boolean) => void }) {
  const format = useAgendaFormat();
  const { t } = format;
  const kind = t(`agendaTerms.kinds.${coverage.kind}`);
  const item = coverage.delivered_item;
  return (
    <li className={styles.coverage} aria-label={kind}>
      <div className={styles.coverageMain}>
        <div className={styles.coverageHead}>
          <AgendaIcon name={coverage.kind} />
          <span>{kind}</span>
          <span className={styles.state} data-state={coverage.state}>
            {t(`agendaTerms.states.${coverage.state}`)}
          </span>
        </div>
        {coverage.state !== 'delivered' && coverage.state !== 'cancelled' && (
          <p className={styles.coverageLine}>{format.expected(coverage)}</p>
        )}
        {coverage.note && <p className={styles.coverageLine}>{coverage.note}</p>}
        {item && (
          <Link to={itemWebPath(item.kind, item.id)} className={styles.itemLink}>
            {t('agenda.coverage.delivered', { title: item.title })}
          </Link>
        )}
      </div>
      <Button
        size="small"
        variant={coverage.watched ? 'contained' : 'outlined'}
        startIcon={coverage.watched ? 'checkCircle' : 'visibility'}
        aria-pressed={coverage.watched}
        // The visible "Watch" first, so the name holds what is seen (WCAG 2.5.3), then which coverage.
        aria-label={`${t('agenda.coverage.watch')} (${kind})`}
        busy={busy}
        onClick={() => onWatch(!coverage.watched)}
      >
        {t('agenda.coverage.watch')}
      </Button>
    </li>
  );
}
