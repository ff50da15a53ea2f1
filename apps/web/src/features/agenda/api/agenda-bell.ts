import { type AgendaNotice, FEATURE_AGENDA, type UserProfile } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { localText } from '../../../lib/local-text.ts';
import { useAgendaNotices, useReadAgendaNotices } from './agenda-notices.ts';

/** Whether the person's plan has the Agenda, whose notices then ring the bell. */
export const hasAgenda = (user: Pick<UserProfile, 'subscription'>) => user.subscription?.features.includes(FEATURE_AGENDA) ?? false;

/**
 * The person's agenda notices as the bell lists them (features/saved-searches' BellNotices, handed in by the top
 * bar): the event's title in the reader's language, what changed, and the event's page to open. Undefined without
 * the Agenda in the plan, where nothing is asked.
 */
export function useAgendaBell(enabled: boolean) {
  const { t, i18n } = useTranslation();
  const notices = useAgendaNotices(enabled);
  const read = useReadAgendaNotices();
  if (!enabled || !notices.data) return undefined;
  const detail = (notice: AgendaNotice) =>
    [
      t('agenda.bell.section'),
      notice.reasons
        .map((reason) =>
          reason === 'delivered' && notice.coverage_kind
            ? t('agenda.bell.deliveredKind', { kind: t(`agendaTerms.kinds.${notice.coverage_kind}`) })
            : t(`agenda.bell.reasons.${reason}`),
        )
        .join(', '),
    ]
      .filter(Boolean)
      .join(' · ');
  return {
    unread: notices.data.unread,
    entries: notices.data.data.map((notice) => ({
      id: notice.id,
      title: localText(notice.title, notice.title_ne, i18n.language),
      detail: detail(notice),
      at: notice.at,
      read: notice.read,
      to: `/agenda/events/${notice.event_id}`,
    })),
    markRead: (ids?: number[]) => read.mutate(ids),
  };
}
