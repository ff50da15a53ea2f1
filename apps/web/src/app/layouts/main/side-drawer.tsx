import type { UserProfile } from '@portal/shared';
import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LAYOUT } from '../../../lib/layout-metrics.ts';
import { IconButton } from '../../../ui/button.tsx';
import { hintProps } from '../../../ui/hint.ts';
import { Icon } from '../../../ui/icon.tsx';
import { SideSheet } from '../../../ui/side-sheet.tsx';
import toolbar from '../../../ui/toolbar-space.module.css';
import { isActiveNavItem, visibleNavItems } from './nav-items.ts';
import styles from './side-drawer.module.css';

/** A temporary sheet on phones; otherwise permanent, with its labels (full) or icons only (mini). */
export type DrawerVariant = 'sheet' | 'full' | 'mini';

const drawerWidthOf = (variant: DrawerVariant) => (variant === 'mini' ? LAYOUT.miniDrawer : LAYOUT.drawer);

type Props = {
  user: UserProfile;
  variant: DrawerVariant;
  /** Switches between full and mini; left out where the screen is too narrow for the full drawer. */
  onToggleMini?: (() => void) | undefined;
  mobileOpen: boolean;
  onCloseMobile(): void;
};

export function SideDrawer({ user, variant, onToggleMini, mobileOpen, onCloseMobile }: Props) {
  const { t } = useTranslation();
  const mobile = variant === 'sheet';
  const collapsed = variant === 'mini';
  const entries = <NavEntries user={user} collapsed={collapsed} onChoose={mobile ? onCloseMobile : undefined} />;

  if (mobile) {
    return (
      <SideSheet open={mobileOpen} onClose={onCloseMobile} side="left" width={LAYOUT.drawer} label={t('layout.mainNavigation')}>
        <div className={toolbar.space} />
        {entries}
      </SideSheet>
    );
  }

  const toggleLabel = collapsed ? t('layout.expandMenu') : t('layout.collapseMenu');
  return (
    <div
      className={clsx(styles.drawer, collapsed && styles.mini)}
      style={{ '--drawer-width': `${drawerWidthOf(variant)}px` } as CSSProperties}
    >
      <div className={styles.paper}>
        <div className={toolbar.space} />
        {entries}
        {onToggleMini && (
          <div className={clsx(styles.toggle, collapsed && styles.toggleMini)}>
            <IconButton
              icon={collapsed ? 'chevronRight' : 'chevronLeft'}
              label={toggleLabel}
              hint={collapsed ? 'right' : 'above'}
              aria-expanded={!collapsed}
              onClick={onToggleMini}
            />
          </div>
        )}
      </div>
    </div>
  );
}

/** The drawer's links; with icons only, each names itself in a hint beside it. */
function NavEntries({ user, collapsed, onChoose }: { user: UserProfile; collapsed: boolean; onChoose: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('layout.mainNavigation')} className={styles.nav}>
      <ul className={styles.list}>
        {visibleNavItems(user).map((item) => {
          const active = isActiveNavItem(item, pathname);
          const label = t(item.labelKey);
          const hint = collapsed ? hintProps(label, 'right') : undefined;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? label : undefined}
                data-hint={hint?.['data-hint']}
                className={clsx(styles.entry, active && styles.active, hint?.className)}
                onClick={onChoose}
              >
                <Icon name={item.icon} className={styles.icon} />
                {!collapsed && <span className={styles.label}>{label}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
