import type { ClientCoverage, EventStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { AgendaIcon } from './agenda-icon.tsx';
import styles from './agenda-marks.module.css';

/** An event's status: a dot and its name; postponed and cancelled filled in the alert colours. */
export function StatusMark({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.status} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {t(`agendaTerms.statuses.${status}`)}
    </span>
  );
}

/** Each coverage's kind as its icon and its state in words (short on a card), delivered ones marked in green. */
export function CoverageMarks({ coverages }: { coverages: Pick<ClientCoverage, 'id' | 'kind' | 'state'>[] }) {
  const { t } = useTranslation();
  if (coverages.length === 0) return null;
  return (
    <ul className={styles.coverages} aria-label={t('agenda.coverage.title')}>
      {coverages.map((coverage) => {
        const label = t('agenda.coverage.label', {
          kind: t(`agendaTerms.kinds.${coverage.kind}`),
          state: t(`agendaTerms.states.${coverage.state}`),
        });
        return (
          <li
            key={coverage.id}
            className={styles.coverage}
            data-state={coverage.state}
            data-kind={coverage.kind}
            aria-label={label}
            title={label}
          >
            <AgendaIcon name={coverage.kind} size="inherit" />
            <span aria-hidden="true">{t(`agendaTerms.states.${coverage.state}`)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The person watches the event or one of its coverages. */
export function WatchedMark() {
  const { t } = useTranslation();
  return (
    <span className={styles.watched}>
      <AgendaIcon name="watched" size="inherit" />
      {t('agenda.card.watched')}
    </span>
  );
}
