import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import styles from './alert.module.css';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-paths.ts';

const ICON_OF = { error: 'errorOutline', warning: 'reportProblemOutlined', info: 'infoOutlined' } as const satisfies Record<
  string,
  IconName
>;

type Props = Omit<ComponentProps<'div'>, 'title'> & {
  severity: keyof typeof ICON_OF;
  variant?: 'standard' | 'filled' | 'outlined';
  /** Another icon than the severity's own. */
  icon?: IconName;
  /** At the end of the line (Retry, RENEW). */
  action?: ReactNode;
};

/** A notice in the page (MUI's Alert): the severity's colours and icon, its message, an optional action. */
export function Alert({ severity, variant = 'standard', icon, action, className, children, role = 'alert', ...props }: Props) {
  return (
    <div role={role} className={clsx(styles.alert, styles[`${variant}-${severity}`], className)} {...props}>
      <span className={styles.icon}>
        <Icon name={icon ?? ICON_OF[severity]} size="inherit" />
      </span>
      <div className={styles.message}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
