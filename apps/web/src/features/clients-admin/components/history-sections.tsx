import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClientDetail } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { formatRupees } from '../../../lib/numbers.ts';
import { DetailTable } from './detail-table.tsx';

const nowrap = (text: string) => <Box sx={{ whiteSpace: 'nowrap' }}>{text}</Box>;

/** Every subscription of the client, newest first: bought (with the bill) or granted by hand (with the note). */
export function SubscriptionHistorySection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  return (
    <SectionCard heading={t('clientsAdmin.history.heading')}>
      <DetailTable
        label={t('clientsAdmin.history.heading')}
        rows={client.subscriptions}
        empty={t('clientsAdmin.history.empty')}
        columns={[
          {
            key: 'plan',
            label: t('clientsAdmin.history.plan'),
            render: (row) => (row.is_trial ? `${row.plan_name} (${t('clientsAdmin.history.trial')})` : row.plan_name),
          },
          {
            key: 'period',
            label: t('clientsAdmin.history.period'),
            render: (row) => nowrap(`${formatDay(row.start_date)} – ${formatDay(row.expire_date)}`),
          },
          { key: 'screens', label: t('clientsAdmin.history.screens'), align: 'right', render: (row) => row.no_of_screen },
          {
            key: 'source',
            label: t('clientsAdmin.history.source'),
            width: 280,
            render: (row) =>
              row.bill_no ? (
                t('clientsAdmin.history.bill', { bill: row.bill_no })
              ) : (
                <>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {row.granted_by ? t('clientsAdmin.subscription.grantedBy', { name: row.granted_by }) : t('clientsAdmin.history.byHand')}
                  </Typography>
                  {row.note && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {row.note}
                    </Typography>
                  )}
                </>
              ),
          },
        ]}
      />
    </SectionCard>
  );
}

/** The client's latest checkouts, whatever became of them. */
export function TransactionsSection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  return (
    <SectionCard heading={t('clientsAdmin.transactions.heading')}>
      <DetailTable
        label={t('clientsAdmin.transactions.heading')}
        rows={client.transactions}
        empty={t('clientsAdmin.transactions.empty')}
        columns={[
          { key: 'date', label: t('clientsAdmin.transactions.date'), render: (row) => nowrap(formatDay(row.created_at)) },
          { key: 'plan', label: t('clientsAdmin.transactions.plan'), render: (row) => row.plan_name },
          { key: 'channel', label: t('clientsAdmin.transactions.channel'), render: (row) => row.channel },
          {
            key: 'amount',
            label: t('clientsAdmin.transactions.amount'),
            align: 'right',
            render: (row) => nowrap(formatRupees(row.amount)),
          },
          {
            key: 'status',
            label: t('clientsAdmin.transactions.status'),
            render: (row) => t(`clientsAdmin.transactions.statuses.${row.status}`, { defaultValue: row.status }),
          },
        ]}
      />
    </SectionCard>
  );
}
