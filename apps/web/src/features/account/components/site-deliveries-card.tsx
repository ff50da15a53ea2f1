import Refresh from '@mui/icons-material/Refresh';
import Replay from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SITE_DELIVERIES_PAGE_SIZE, type SiteDelivery } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaging } from '../../../components/list-paging.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { TableDate } from '../../../components/table-date.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { useRetrySiteDelivery, useSiteDeliveries } from '../api/site-push.ts';

/** The site's answer: its status code (unless the message says it already) and message, red when the push failed. */
function Answer({ row }: { row: SiteDelivery }) {
  const failed = row.status === 'failed';
  const status = row.http_status !== null && !row.message.includes(String(row.http_status)) ? row.http_status : undefined;
  return (
    <Typography variant="body2" component="span" color={failed ? 'error.main' : 'success.main'} sx={{ overflowWrap: 'anywhere' }}>
      {status !== undefined && <strong>{status} </strong>}
      {row.message}
    </Typography>
  );
}

/**
 * "Pushes to your site": every push to the client's site, newest first, with Retry on the
 * failed ones: a table, and on a phone a list of short cards.
 */
export function SiteDeliveriesCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useSiteDeliveries(page);
  const retry = useRetrySiteDelivery();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const rows = log.data?.data ?? [];
  const text = (key: string) => t(`account.siteDeliveries.${key}`);

  const retryRow = (row: SiteDelivery) =>
    void retry.mutateAsync(row.id).then(
      (answer) => showNotice(answer.message, { variant: 'success' }),
      () => undefined, // the red notice says the site's answer
    );

  const retryButton = (row: SiteDelivery) =>
    row.retryable && (
      <Button
        size="small"
        variant="outlined"
        startIcon={<Replay />}
        aria-label={t('account.siteDeliveries.retryNamed', { title: row.title })}
        loading={retry.isPending && retry.variables === row.id}
        disabled={retry.isPending && retry.variables !== row.id}
        onClick={() => retryRow(row)}
      >
        {text('retry')}
      </Button>
    );

  const refresh = (
    <Tooltip title={text('refresh')}>
      {/* The button is disabled while the log loads; a disabled button has no pointer events for the tooltip. */}
      <span>
        <IconButton aria-label={text('refresh')} onClick={() => void log.refetch()} loading={log.isFetching}>
          <Refresh />
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <SectionCard heading={text('heading')} about={text('about')} actions={refresh}>
      {log.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{text('empty')}</Typography>
      ) : phone ? (
        // On a phone each push is a short card: what, how, when, the answer, and Retry within reach.
        <Stack component="ul" aria-label={text('heading')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box component="li" key={row.id} sx={{ borderTop: 1, borderColor: 'divider', py: 1.25, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {row.title}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {[
                  row.category.name,
                  t(`account.siteDeliveries.actions.${row.action}`),
                  row.automatic ? text('automatic') : text('byHand'),
                  `${text('attempt')} ${row.attempt}`,
                ].join(' · ')}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                <TableDate iso={row.created_at} />
              </Typography>
              <Answer row={row} />
              {row.retryable && <Box sx={{ mt: 0.75 }}>{retryButton(row)}</Box>}
            </Box>
          ))}
        </Stack>
      ) : (
        <TableFrame label={text('heading')} inNamedSection>
          <Table size="small" aria-label={text('heading')} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>{text('time')}</TableCell>
                <TableCell>{text('item')}</TableCell>
                <TableCell>{text('action')}</TableCell>
                <TableCell>{text('how')}</TableCell>
                <TableCell align="right">{text('attempt')}</TableCell>
                <TableCell>{text('answer')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {text('retry')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ minWidth: 96 }}>
                    <TableDate iso={row.created_at} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 160, maxWidth: 280 }}>
                    {row.title}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {row.category.name}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`account.siteDeliveries.actions.${row.action}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.automatic ? text('automatic') : text('byHand')}</TableCell>
                  <TableCell align="right">{row.attempt}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    <Answer row={row} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{retryButton(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
      {log.data && log.data.meta.last_page > 1 && (
        <ListPaging meta={log.data.meta} pageSize={SITE_DELIVERIES_PAGE_SIZE} shown={rows.length} page={page} onChange={setPage} />
      )}
    </SectionCard>
  );
}

// Sizes in px: MUI's `sx` reads `width: 1` as 100 %, which stretched the page to twice the window.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
