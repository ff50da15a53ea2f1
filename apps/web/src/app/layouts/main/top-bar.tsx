import type { UserProfile } from '@portal/shared';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CalendarSelect } from '../../../components/calendar-select.tsx';
import { ColorModeButton } from '../../../components/color-mode-button.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { hasAgenda, useAgendaBell } from '../../../features/agenda/api/agenda-bell.ts';
import { newsFeed } from '../../../features/content/api/news-feed.ts';
import { AlertBell } from '../../../features/saved-searches/components/alert-bell.tsx';
import { rememberCalendar } from '../../../lib/calendar-choice.ts';
import { homePath, isPortalMember } from '../../../lib/home-path.ts';
import { IconButton } from '../../../ui/button.tsx';
import { lazyWithMui } from '../../../ui/lazy-with-mui.tsx';
import styles from './top-bar.module.css';

const AccountMenu = lazyWithMui(() => import('./account-menu.tsx').then((m) => m.default));
const LogoutDialog = lazyWithMui(() => import('./logout-dialog.tsx').then((m) => m.LogoutDialog));

type Props = { user: UserProfile; mobile: boolean; onOpenMenu(): void };

export function TopBar({ user, mobile, onOpenMenu }: Props) {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  // Mounted from the first press on, so the menu and the dialog keep their closing animations.
  const [menuUsed, setMenuUsed] = useState(false);
  const [logoutUsed, setLogoutUsed] = useState(false);
  // The Agenda's notices ring the same bell (features do not import each other: the frame hands them in).
  const agendaNotices = useAgendaBell(isPortalMember(user) && hasAgenda(user));
  // The server keeps a signed-in person's calendar: dates follow it on every device they sign in on.
  useEffect(() => rememberCalendar(user.calendar), [user.calendar]);

  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        {mobile && <IconButton icon="menu" label={t('layout.openMenu')} hint={false} edge="start" onClick={onOpenMenu} />}
        <RouterLink to={homePath(user)} aria-label={t('agency.name')} className={styles.home}>
          <img src="/favicon.svg" alt="" width={34} height={34} />
          <span className={styles.agency}>{t('agency.name')}</span>
        </RouterLink>
        <span className={styles.spacer} />
        {!mobile && <FullscreenButton />}
        {isPortalMember(user) && <AlertBell subscribe={newsFeed.subscribe} more={agendaNotices} />}
        <LanguageSelect />
        <CalendarSelect />
        <ColorModeButton />
        <span className={styles.person}>
          <span className={styles.name}>{user.full_name}</span>
          <span className={styles.email}>{user.email}</span>
        </span>
        <IconButton
          label={t('layout.settings')}
          hint="below-end"
          aria-haspopup="menu"
          icon={<span className={styles.avatar}>{user.logo ? <img src={user.logo} alt="" /> : user.full_name.charAt(0)}</span>}
          onClick={(event) => {
            setMenuAnchor(event.currentTarget);
            setMenuUsed(true);
          }}
        />
        {menuUsed && (
          <Suspense>
            <AccountMenu
              user={user}
              anchor={menuAnchor}
              onClose={() => setMenuAnchor(null)}
              onLogout={() => {
                setConfirmingLogout(true);
                setLogoutUsed(true);
              }}
            />
          </Suspense>
        )}
        {logoutUsed && (
          <Suspense>
            <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
          </Suspense>
        )}
      </div>
    </header>
  );
}

function FullscreenButton() {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const label = fullscreen ? t('layout.exitFullscreen') : t('layout.fullscreen');
  const toggle = () =>
    (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {});
  return <IconButton icon={fullscreen ? 'fullscreenExit' : 'fullscreen'} label={label} aria-pressed={fullscreen} onClick={toggle} />;
}
