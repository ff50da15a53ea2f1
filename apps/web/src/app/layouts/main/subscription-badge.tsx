import { EXPIRY_WARNING_DAYS, teamRoleReaches, type UserProfile } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../ui/alert.tsx';
import { ButtonLink } from '../../../ui/button.tsx';
import styles from './subscription-badge.module.css';

const PAGES_WITHOUT_RENEW_BADGE = ['/subscription-plans', '/my-account'];

/**
 * The subscription notices of SPEC.md §2 Main layout: expiry soon, or none in force with RENEW (only the media
 * house's owner pays: anyone else is told to ask them). It sits in the flow above the page, at every
 * width: floating at the bottom, it covered the cards and buttons under it.
 */
export function SubscriptionBadge({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const days = user.left_subscription_days;

  let badge: ReactNode = null;
  if (user.has_subscription && days < EXPIRY_WARNING_DAYS) {
    const kind = user.is_trial ? 'trial' : 'subscription';
    badge = (
      <Alert severity="warning" variant="filled" role="status">
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
            <ButtonLink to="/subscription-plans" color="inherit" size="small" variant="outlined">
              {t('badge.renew')}
            </ButtonLink>
          )
        }
      >
        {t(user.ever_subscribed ? 'badge.expired' : 'badge.notSubscribed')}
        {!owner && <span className={styles.askOwner}>{t('badge.askOwner')}</span>}
      </Alert>
    );
  }
  return badge && <div className={styles.badge}>{badge}</div>;
}
