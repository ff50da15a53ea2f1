import clsx from 'clsx';
import type { ComponentProps } from 'react';
import styles from './chip.module.css';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-paths.ts';

/** A small outlined label (an item's category), in the secondary colour unless told. */
export function Chip({ label, tone = 'secondary' }: { label: string; tone?: 'secondary' | 'default' }) {
  return <span className={clsx(styles.chip, styles.outlined, styles[tone])}>{label}</span>;
}

/** A filled chip that is a button ("3 new items"). */
export function ChipButton({ label, icon, className, ...props }: { label: string; icon?: IconName } & ComponentProps<'button'>) {
  return (
    <button type="button" className={clsx(styles.chip, styles.filled, className)} {...props}>
      {icon && <Icon name={icon} size="inherit" className={styles.icon} />}
      {label}
    </button>
  );
}
