import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EXPIRY_WARNING_DAYS, messages, teamRoleReaches, type UserProfile } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

const PAGES_WITHOUT_RENEW_BADGE = ['/subscription-plans', '/my-account'];

/**
 * The bottom-left notices of SPEC.md §2 Main layout: expiry soon, or expired with RENEW (only the media
 * house's owner pays, issue 22: anyone else is told to ask them). With `left`
 * (where the content column starts, so the drawer stays clear) the badge floats bottom-left; without
 * it, on a phone, it sits in the flow above the page, where it covers none of it.
 */
export function SubscriptionBadge({ user, left }: { user: UserProfile; left?: number | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const days = user.left_subscription_days;

  let badge: ReactNode = null;
  if (user.has_subscription && days < EXPIRY_WARNING_DAYS) {
    const kind = user.is_trial ? 'trial' : 'subscription';
    // Black on the warning orange: MUI's white on it reads at 3:1, under the 4.5:1 that text needs.
    badge = (
      <Alert severity="warning" variant="filled" role="status" sx={{ color: 'common.black' }}>
        {days <= 0 ? t(`badge.${kind}Today`) : t(`badge.${kind}Days`, { count: days })}
      </Alert>
    );
  } else if (!user.has_subscription && !PAGES_WITHOUT_RENEW_BADGE.includes(pathname)) {
    const owner = teamRoleReaches(user.team_role, 'owner');
    badge = (
      <Alert
        severity="error"
        variant="filled"
        role="status"
        action={
          owner && (
            <Button component={RouterLink} to="/subscription-plans" color="inherit" size="small" variant="outlined">
              {t('badge.renew')}
            </Button>
          )
        }
      >
        {messages.subscriptionExpired}
        {!owner && (
          <Box component="span" sx={{ display: 'block' }}>
            {t('badge.askOwner')}
          </Box>
        )}
      </Alert>
    );
  }
  if (!badge) return null;
  if (left === undefined) return <Box sx={{ mb: 1.5 }}>{badge}</Box>;
  return (
    <Box
      sx={{
        position: 'fixed',
        left: left + 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.appBar,
        maxWidth: `calc(100vw - ${left + 32}px)`,
      }}
    >
      {badge}
    </Box>
  );
}
