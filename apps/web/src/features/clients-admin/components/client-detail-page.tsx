import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientDetail } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDay } from '../../../lib/dates.ts';
import { useClientDetail } from '../api/get-client.ts';
import { ActivitySection } from './activity-section.tsx';
import { ClientActions } from './client-actions.tsx';
import { SubscriptionHistorySection, TransactionsSection } from './history-sections.tsx';
import { IntegrationsSection } from './integrations-section.tsx';
import { MembersSection } from './members-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SubscriptionSection } from './subscription-section.tsx';
import { AccountStatusChip } from './subscription-state-chip.tsx';

/** /admin/clients/:id: one client's profile, subscription, members, history, transactions, integrations and activity, with the staff actions. */
export function ClientDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const client = useClientDetail(valid ? id : 0);
  const back = (
    <Button component={RouterLink} to="/admin/clients" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
      {t('clientsAdmin.detail.back')}
    </Button>
  );

  if (client.isSuccess) {
    return (
      <>
        {back}
        <LoadedClient client={client.data} />
      </>
    );
  }
  if (!valid || (client.error instanceof ApiError && client.error.status === 404)) {
    return (
      <>
        {back}
        <Alert severity="warning">{t('clientsAdmin.detail.notFound')}</Alert>
      </>
    );
  }
  return (
    <>
      {back}
      {client.isError ? <LoadError query={client} /> : <DetailSkeleton label={t('common.loading')} />}
    </>
  );
}

function LoadedClient({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'flex-start' }, justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', minWidth: 0 }}>
          <Avatar src={client.logo ?? undefined} alt="" variant="rounded" sx={{ width: 64, height: 64 }}>
            {client.full_name.charAt(0)}
          </Avatar>
          <Stack sx={{ minWidth: 0 }}>
            <PageTitle>{client.full_name}</PageTitle>
            <Typography color="text.secondary" sx={{ mt: -1.5, overflowWrap: 'anywhere' }}>
              {client.email} · {t('clientsAdmin.detail.registered', { date: formatDay(client.created_at) })}
            </Typography>
            <Stack direction="row" sx={{ mt: 1 }}>
              <AccountStatusChip verified={client.verified} suspended={client.suspended} />
            </Stack>
          </Stack>
        </Stack>
        <ClientActions client={client} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ProfileSection client={client} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SubscriptionSection client={client} />
        </Grid>
        <Grid size={12}>
          <MembersSection client={client} />
        </Grid>
        <Grid size={12}>
          <SubscriptionHistorySection client={client} />
        </Grid>
        <Grid size={12}>
          <TransactionsSection client={client} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <IntegrationsSection client={client} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ActivitySection client={client} />
        </Grid>
      </Grid>
    </Stack>
  );
}

function DetailSkeleton({ label }: { label: string }) {
  return (
    <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={label}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <Skeleton variant="rounded" width={64} height={64} />
        <Stack sx={{ flex: 1 }}>
          <Skeleton width="40%" height={40} />
          <Skeleton width="30%" />
        </Stack>
      </Stack>
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={140} />
    </Stack>
  );
}
