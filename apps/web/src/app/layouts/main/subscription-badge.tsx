import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EXPIRY_WARNING_DAYS, teamRoleReaches, type UserProfile } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

const PAGES_WITHOUT_RENEW_BADGE = ['/subscription-plans', '/my-account'];

/**
 * The subscription notices of SPEC.md §2 Main layout: expiry soon, or none in force with RENEW (only the media
 * house's owner pays, issue 22: anyone else is told to ask them). It sits in the flow above the page, at every
 * width: floating at the bottom, it covered the cards and buttons under it.
 */
export function SubscriptionBadge({ user }: { user: UserProfile }) {
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
        {t(user.ever_subscribed ? 'badge.expired' : 'badge.notSubscribed')}
        {!owner && (
          <Box component="span" sx={{ display: 'block' }}>
            {t('badge.askOwner')}
          </Box>
        )}
      </Alert>
    );
  }
  return badge && <Box sx={{ mb: 1.5 }}>{badge}</Box>;
}
