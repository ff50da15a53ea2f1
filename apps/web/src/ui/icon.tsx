import clsx from 'clsx';
import styles from './icon.module.css';
import { ICONS, type IconName } from './icon-paths.ts';

type Look = {
  /** 24 px unless told; `small` is 20 px, `inherit` the text's size. */
  size?: 'small' | 'medium' | 'inherit';
  /** Names the icon for assistive technology; without it the icon is decoration. */
  label?: string | undefined;
  className?: string | undefined;
};

/** A Material icon (ui/icon-paths.ts) in the text's colour. */
export function Icon({ name, ...look }: Look & { name: IconName }) {
  return <PathIcon path={ICONS[name]} {...look} />;
}

/** An icon of one 24 × 24 path in the text's colour: a feature's own icons are drawn by it too. */
export function PathIcon({ path, size = 'medium', label, className }: Look & { path: string }) {
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
      <path d={path} />
    </svg>
  );
}
