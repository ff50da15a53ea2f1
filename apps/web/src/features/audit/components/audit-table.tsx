import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEvent, Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LabelledColumn, PagedTable } from '../../../components/paged-table.tsx';
import { formatDay, formatTime } from '../../../lib/dates.ts';
import { AUDIT_PAGE_SIZE } from './audit-params.ts';

type Props = {
  list: UseQueryResult<Paged<AuditEvent>>;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onReset: () => void;
};
type Column = LabelledColumn<AuditEvent>;

const SKELETON_ROWS = 10;
const shown = (value: unknown) => (value === null || value === undefined ? '∅' : typeof value === 'string' ? value : JSON.stringify(value));

/** The changed fields of a row, one line each: `field: before → after`. */
function Changes({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  if (fields.length === 0) return <>{t('audit.noChanges')}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', fontSize: '0.8125rem' }}>
      {fields.map((field) => (
        <Box component="li" key={field} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {field}
          </Box>
          {': '}
          {event.before && field in event.before && (
            <>
              <Box component="del" sx={{ color: 'text.secondary' }}>
                {shown(event.before[field])}
              </Box>
              {' → '}
            </>
          )}
          {event.after && field in event.after ? shown(event.after[field]) : '∅'}
        </Box>
      ))}
    </Box>
  );
}

/** The trail, 50 a page, newest first; each row says who did what to which object, what changed, and from where. */
export function AuditTable({ list, page, filtered, onPage, onReset }: Props) {
  const { t } = useTranslation();
  const columns: Column[] = [
    {
      key: 'at',
      label: t('audit.columns.at'),
      render: (event) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {formatDay(event.at)}
          <Typography variant="body2" color="text.secondary">
            {formatTime(event.at)}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'person',
      label: t('audit.columns.person'),
      minWidth: 160,
      breaksLongWords: true,
      render: (event) =>
        event.actor.id === null && !event.actor.email ? (
          <Typography variant="body2" color="text.secondary">
            {t('audit.system')}
          </Typography>
        ) : (
          <>
            <Box sx={{ fontWeight: 600 }}>{event.actor.name ?? t('audit.unknownPerson', { email: event.actor.email ?? '' })}</Box>
            <Typography variant="body2" color="text.secondary">
              {event.actor.email}
            </Typography>
          </>
        ),
    },
    {
      key: 'action',
      label: t('audit.columns.action'),
      render: (event) => (
        <>
          <Box sx={{ whiteSpace: 'nowrap' }}>{t(`audit.actions.${event.action}`, { defaultValue: event.action })}</Box>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {event.action}
          </Typography>
        </>
      ),
    },
    {
      key: 'object',
      label: t('audit.columns.object'),
      render: (event) => (
        <Box sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace', fontSize: '0.8125rem' }}>
          {event.object_type ? `${event.object_type}${event.object_id ? ` #${event.object_id}` : ''}` : '—'}
        </Box>
      ),
    },
    { key: 'changes', label: t('audit.columns.changes'), minWidth: 220, render: (event) => <Changes event={event} /> },
    {
      key: 'from',
      label: t('audit.columns.from'),
      minWidth: 140,
      breaksLongWords: true,
      render: (event) => (
        <>
          <Box sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>{event.ip ?? '—'}</Box>
          {event.request_id && (
            <Typography variant="caption" color="text.secondary">
              {t('audit.requestId', { id: event.request_id.slice(0, 8) })}
            </Typography>
          )}
        </>
      ),
    },
  ];

  return (
    <PagedTable
      list={list}
      label={t('audit.tableLabel')}
      columns={columns}
      minWidth={960}
      pageSize={AUDIT_PAGE_SIZE}
      page={page}
      onPage={onPage}
      empty={{ title: t('audit.empty'), hint: t('audit.emptyHint') }}
      filtered={filtered}
      onReset={onReset}
      skeletonRows={SKELETON_ROWS}
    />
  );
}
