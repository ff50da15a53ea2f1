import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { BreakingNewsNotice } from '../../../features/content/components/news-feed/breaking-news-notice.tsx';
import { savedItemSlots } from '../../../features/saved-items/components/saved-item-actions.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { isPortalMember } from '../../../lib/home-path.ts';
import { ItemActionsContext } from '../../../lib/item-actions.tsx';
import { LAYOUT } from '../../../lib/layout-metrics.ts';
import { requireNoticesHost } from '../../../lib/notices.ts';
import { signInPathFor } from '../../../lib/return-path.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { type DrawerVariant, SideDrawer } from './side-drawer.tsx';
import { SubscriptionBadge } from './subscription-badge.tsx';
import { TopBar } from './top-bar.tsx';
import { useRememberedFlag } from './use-remembered-flag.ts';

/**
 * Every signed-in screen, the client portal and the staff console alike (the drawer shows the user's
 * own entries): the profile must load (status 200), otherwise back to login.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const profile = useProfile();
  const location = useLocation();
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Below md the full drawer would leave the page too narrow a column: icons only, not switchable.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [mini, setMini] = useRememberedFlag('drawer-mini');
  const [mobileOpen, setMobileOpen] = useState(false);
  // The signed-in screens' features call notistack themselves: its host must be up.
  useEffect(requireNoticesHost, []);

  // A visitor who arrives without a session (a shared item's link) signs in and lands where they were going;
  // a session that ends here (sign-out, a password change) starts again from the sign-in page.
  if (!tokenStorage.get() || profile.isError) {
    return <Navigate to={tokenStorage.sessionEndedHere() ? '/' : signInPathFor(location)} replace />;
  }
  if (!profile.data) return <FullPageSpinner />;
  const user = profile.data;
  const drawer: DrawerVariant = mobile ? 'sheet' : mini || narrow ? 'mini' : 'full';
  const client = user.role === 'client';

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{ position: 'absolute', left: -9999, zIndex: 2000, '&:focus': { left: 8, top: 8, p: 1, bgcolor: 'background.paper' } }}
      >
        {t('layout.skipToContent')}
      </Box>
      <TopBar user={user} mobile={mobile} onOpenMenu={() => setMobileOpen(true)} />
      <SideDrawer
        user={user}
        variant={drawer}
        onToggleMini={narrow ? undefined : () => setMini(!mini)}
        mobileOpen={mobileOpen}
        onCloseMobile={() => setMobileOpen(false)}
      />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, p: { xs: `${LAYOUT.padding.phone}px`, sm: `${LAYOUT.padding.wider}px` }, pb: 12, outline: 'none' }}
      >
        <Toolbar />
        {client && <SubscriptionBadge user={user} />}
        <ItemActionsContext.Provider value={client ? savedItemSlots : undefined}>
          <Outlet />
        </ItemActionsContext.Provider>
      </Box>
      {isPortalMember(user) && <BreakingNewsNotice />}
    </Box>
  );
}
