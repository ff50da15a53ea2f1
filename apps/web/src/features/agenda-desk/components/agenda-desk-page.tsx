import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EVENT_STATUSES, type EventStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAddressState } from '../../../lib/use-address-state.ts';
import type { EventsParams } from '../api/agenda-keys.ts';
import { useAgendaEvents } from '../api/get-events.ts';
import { defaultRange } from './agenda-days.ts';
import { AgendaTabs } from './agenda-tabs.tsx';
import { DayField } from './day-field.tsx';
import { EventsTable } from './events-table.tsx';

const ANY = 'any';
const isStatus = (value: string | null): value is EventStatus => EVENT_STATUSES.some((status) => status === value);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The list's range, status and page from the address; the range defaults to today and the next 30 days (Nepal days). */
function useEventsParams() {
  const [search, change] = useAddressState();
  const fallback = defaultRange();
  const from = search.get('from');
  const to = search.get('to');
  const status = search.get('status');
  const page = Number(search.get('page'));
  const params: EventsParams = {
    from: isDay(from) ? from : fallback.from,
    to: isDay(to) ? to : fallback.to,
    status: isStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  const update = (next: Partial<Record<'from' | 'to' | 'status', string | undefined>> & { page?: number }) =>
    change((current) => {
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) current.delete(key);
        else current.set(key, String(value));
      }
      if (next.page === undefined) current.delete('page');
      return current;
    });
  const changed = search.has('from') || search.has('to') || search.has('status');
  const reset = () => change(() => new URLSearchParams());
  return { params, update, changed, reset };
}

/** /admin/agenda: the events of a range of Nepal days with their status and coverage; New, Edit and Duplicate. */
export function AgendaDeskPage() {
  const { t } = useTranslation();
  const { params, update, changed, reset } = useEventsParams();
  const list = useAgendaEvents(params);

  return (
    <>
      <PageTitle
        actions={
          <Button component={RouterLink} to="/admin/agenda/new" variant="contained" startIcon={<Add />}>
            {t('agendaDesk.list.add')}
          </Button>
        }
      >
        {t('agendaDesk.list.title')}
      </PageTitle>
      <AgendaTabs />
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <Box sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}>
          <DayField
            label={t('agendaDesk.list.from')}
            value={params.from}
            max={params.to}
            onChange={(day) => day && update({ from: day })}
          />
        </Box>
        <Box sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}>
          <DayField label={t('agendaDesk.list.to')} value={params.to} min={params.from} onChange={(day) => day && update({ to: day })} />
        </Box>
        <TextField
          select
          label={t('agendaDesk.list.status')}
          value={params.status ?? ANY}
          onChange={(event) => update({ status: event.target.value === ANY ? undefined : event.target.value })}
          sx={{ flex: '1 1 150px', maxWidth: { sm: 200 } }}
        >
          <MenuItem value={ANY}>{t('agendaDesk.list.anyStatus')}</MenuItem>
          {EVENT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`agendaTerms.statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        {changed && (
          <Button onClick={reset} sx={{ alignSelf: 'center' }}>
            {t('agendaDesk.list.thisMonth')}
          </Button>
        )}
      </Stack>
      <EventsTable
        list={list}
        page={params.page}
        filtered={params.status !== undefined}
        onPage={(page) => {
          update({ page });
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
