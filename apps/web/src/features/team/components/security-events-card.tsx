import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HouseSecurityEvent } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLinks } from '../../../components/page-links.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import { useSecurityEvents } from '../api/get-security-events.ts';

/** The events an owner should notice at once: a failed sign-in, a suspension. */
const WARNING = new Set(['auth.sign_in_failed', 'auth.factor_use_failed', 'client.suspend']);

function EventLine({ event }: { event: HouseSecurityEvent }) {
  const { t } = useTranslation();
  const who = event.actor.name ?? event.actor.email ?? t('audit.system');
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: { xs: 0.25, sm: 2 }, py: 1, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'baseline' } }}
    >
      <Box
        component="time"
        dateTime={event.at}
        sx={{ color: 'text.secondary', whiteSpace: 'nowrap', minWidth: { sm: 150 }, fontSize: '0.875rem' }}
      >
        {formatCardDate(event.at)}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 600, color: WARNING.has(event.action) ? 'error.main' : undefined }}>
          {t(`audit.actions.${event.action}`, { defaultValue: event.action })}
        </Box>
        {' · '}
        {who}
        <Typography variant="body2" color="text.secondary" component="div">
          {[event.device, event.ip && t('audit.security.fromAddress', { ip: event.ip })].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Team, for the owner: the house's sign-ins, failed sign-ins, second factors, API keys and role changes. */
export function SecurityEventsCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const events = useSecurityEvents(page);
  return (
    <SectionCard heading={t('audit.security.heading')} about={t('audit.security.about')}>
      {events.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : events.isError ? (
        <LoadError query={events} />
      ) : events.data.data.length === 0 ? (
        <Typography color="text.secondary">{t('audit.security.empty')}</Typography>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t('audit.security.listLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-busy={events.isFetching}
          >
            {events.data.data.map((event) => (
              <EventLine key={event.id} event={event} />
            ))}
          </Box>
          {events.data.meta.last_page > 1 && <PageLinks page={page} lastPage={events.data.meta.last_page} onChange={setPage} />}
        </>
      )}
    </SectionCard>
  );
}
