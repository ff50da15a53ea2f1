import clsx from 'clsx';
import styles from './icon.module.css';
import { ICONS, type IconName } from './icon-paths.ts';

type Props = {
  name: IconName;
  /** 24 px unless told; `small` is 20 px, `inherit` the text's size. */
  size?: 'small' | 'medium' | 'inherit';
  /** Names the icon for assistive technology; without it the icon is decoration. */
  label?: string | undefined;
  className?: string | undefined;
};

/** A Material icon (ui/icon-paths.ts) in the text's colour. */
export function Icon({ name, size = 'medium', label, className }: Props) {
  return (
    <svg
      className={clsx(styles.icon, styles[size], className)}
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      {label && <title>{label}</title>}
      <path d={ICONS[name]} />
    </svg>
  );
}
