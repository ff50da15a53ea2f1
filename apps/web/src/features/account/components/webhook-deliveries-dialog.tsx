import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../components/table-frame.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import { useWebhookDeliveries } from '../api/webhooks.ts';

/** The delivery log of one hook, newest first, a page at a time. */
export function WebhookDeliveriesDialog({ webhookId, onClose }: { webhookId: number; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(webhookId, page);
  const rows = log.data?.data ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('webhooks.log')}</DialogTitle>
      <DialogContent>
        {log.isSuccess && rows.length === 0 ? (
          <Typography color="text.secondary">{t('webhooks.noDeliveries')}</Typography>
        ) : (
          <TableFrame labelledBy={titleId} inNamedSection>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('webhooks.time')}</TableCell>
                  <TableCell>{t('webhooks.event')}</TableCell>
                  <TableCell>{t('webhooks.item')}</TableCell>
                  <TableCell>{t('webhooks.status')}</TableCell>
                  <TableCell>{t('webhooks.outcome')}</TableCell>
                  <TableCell>{t('webhooks.attempt')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCardDate(row.created_at)}</TableCell>
                    <TableCell title={t('webhooks.eventId', { id: row.event_id })}>{t(`webhooks.events.${row.event}`)}</TableCell>
                    <TableCell>{row.news_id ?? t('webhooks.agendaEvent', { id: row.agenda_event_id })}</TableCell>
                    <TableCell>{row.http_status ?? '—'}</TableCell>
                    <TableCell title={row.message}>
                      <Typography variant="body2" color={row.outcome === 'delivered' ? 'success.main' : 'error.main'}>
                        {t(`webhooks.${row.outcome}`)}
                      </Typography>
                      {row.outcome === 'failed' && (
                        <Typography variant="caption" color="text.secondary">
                          {row.message}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{row.attempt}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableFrame>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Pagination page={page} count={log.data?.meta.last_page ?? 1} onChange={(_, next) => setPage(next)} size="small" />
        <Button onClick={onClose}>{t('webhooks.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
