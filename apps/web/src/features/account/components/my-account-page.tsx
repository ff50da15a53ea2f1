import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAccount } from '../api/get-account.ts';
import { ApiKeysCard } from './api-keys-card.tsx';
import { AutoPushCard } from './auto-push-card.tsx';
import { ClientApiCard } from './client-api-card.tsx';
import { FeedsCard } from './feeds-card.tsx';
import { LinkApiCard } from './link-api-card.tsx';
import { OAuthClientsCard } from './oauth-clients-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { RadioCard } from './radio-card.tsx';
import { SiteDeliveriesCard } from './site-deliveries-card.tsx';
import { SubscriptionCard } from './subscription-card.tsx';
import { UrgentSmsCard } from './urgent-sms-card.tsx';
import { WebhooksCard } from './webhooks-card.tsx';

const half = { xs: 12, md: 6 } as const;

/**
 * My Account (SPEC.md §2): profile, plan and the three integrations, each card on its own; `history`
 * is the Transactions History the app puts under them, full width.
 */
export function MyAccountPage({ history }: { history?: ReactNode }) {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <>
      <PageTitle>{t('account.title')}</PageTitle>
      {account.data ? (
        <Grid container spacing={2}>
          <Grid size={half}>
            <ProfileCard account={account.data} />
          </Grid>
          <Grid size={half}>
            <SubscriptionCard plan={account.data.subPlan} />
          </Grid>
          <Grid size={half}>
            <UrgentSmsCard />
          </Grid>
          <Grid size={half}>
            <ClientApiCard config={account.data.apiUrl} userId={account.data.id} />
          </Grid>
          {/* Pushes to the client's site, once the site is connected */}
          {account.data.apiUrl && (
            <>
              <Grid size={half}>
                <AutoPushCard userId={account.data.id} />
              </Grid>
              <Grid size={12}>
                <SiteDeliveriesCard />
              </Grid>
            </>
          )}
          <Grid size={half}>
            <LinkApiCard config={account.data.api} userId={account.data.id} />
          </Grid>
          <Grid size={half}>
            <RadioCard config={account.data.radio} userId={account.data.id} />
          </Grid>
          {/* The machine feed */}
          <Grid size={half}>
            <ApiKeysCard />
          </Grid>
          <Grid size={half}>
            <OAuthClientsCard />
          </Grid>
          <Grid size={half}>
            <FeedsCard />
          </Grid>
          <Grid size={half}>
            <WebhooksCard />
          </Grid>
          {history && <Grid size={12}>{history}</Grid>}
        </Grid>
      ) : account.isError ? (
        <EmptyState title={t('account.loadFailed')} hint={account.error.message} />
      ) : (
        <Grid container spacing={2} aria-busy="true" aria-label={t('common.loading')}>
          {[1, 2, 3, 4].map((slot) => (
            <Grid key={slot} size={half}>
              <Skeleton variant="rounded" height={220} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
