import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { BreakingNewsNotice } from '../../../features/content/list/news-feed/breaking-news-notice.tsx';
import { savedItemSlots } from '../../../features/saved-items/components/saved-item-actions.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { isPortalMember } from '../../../lib/home-path.ts';
import { ItemActionsContext } from '../../../lib/item-actions.tsx';
import { MEDIA } from '../../../lib/layout-metrics.ts';
import { signInPathFor } from '../../../lib/return-path.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { FullPageSpinner } from '../../../ui/full-page-spinner.tsx';
import toolbar from '../../../ui/toolbar-space.module.css';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import styles from './main-layout.module.css';
import { type DrawerVariant, SideDrawer } from './side-drawer.tsx';
import { SubscriptionBadge } from './subscription-badge.tsx';
import { TopBar } from './top-bar.tsx';
import { useRememberedFlag } from './use-remembered-flag.ts';

/**
 * Every signed-in screen, the client portal and the staff console alike (the drawer shows the user's
 * own entries): drawn once the profile loads. A session that ended (a 401 clears the stored token) goes back
 * to sign-in; a profile the server or the network fails to give now (too many requests, a restart, no signal)
 * leaves the reader signed in, with the reason and Try again.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const profile = useProfile();
  // The profile's arrival draws the whole frame: in the background, a slice at a time, not as one long task.
  const user = useDeferredValue(profile.data);
  const location = useLocation();
  const mobile = useMediaQuery(MEDIA.phone);
  // Below md the full drawer would leave the page too narrow a column: icons only, not switchable.
  const narrow = useMediaQuery(MEDIA.narrow);
  const [mini, setMini] = useRememberedFlag('drawer-mini');
  const [mobileOpen, setMobileOpen] = useState(false);

  // A visitor who arrives without a session (a shared item's link) signs in and lands where they were going;
  // a session that ends here (sign-out, a password change) starts again from the sign-in page.
  if (!tokenStorage.get()) {
    return <Navigate to={tokenStorage.sessionEndedHere() ? '/' : signInPathFor(location)} replace />;
  }
  if (profile.isError && !profile.data) {
    return (
      <div className={styles.unavailable}>
        <LoadError query={profile} />
      </div>
    );
  }
  if (!user) return <FullPageSpinner />;
  const drawer: DrawerVariant = mobile ? 'sheet' : mini || narrow ? 'mini' : 'full';
  const client = user.role === 'client';

  return (
    <div className={styles.layout}>
      <a href="#main-content" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <TopBar user={user} mobile={mobile} onOpenMenu={() => setMobileOpen(true)} />
      <SideDrawer
        user={user}
        variant={drawer}
        onToggleMini={narrow ? undefined : () => setMini(!mini)}
        mobileOpen={mobileOpen}
        onCloseMobile={() => setMobileOpen(false)}
      />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <div className={toolbar.space} />
        {client && <SubscriptionBadge user={user} />}
        <ItemActionsContext.Provider value={client ? savedItemSlots : undefined}>
          <Outlet />
        </ItemActionsContext.Provider>
      </main>
      {isPortalMember(user) && <BreakingNewsNotice />}
    </div>
  );
}
