import clsx from 'clsx';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { type HintSide, hintProps } from './hint.ts';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-paths.ts';

type Look = {
  variant?: 'text' | 'outlined' | 'contained';
  /** `inherit` takes the surrounding text's colour (the top bar, a filled notice). */
  color?: 'primary' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  startIcon?: IconName | undefined;
};

type Busy = {
  /** Its action is under way: a spinner in place of the start icon, and no second press. */
  busy?: boolean;
};

function lookOf({ variant = 'text', color = 'primary', size = 'medium' }: Look, className: string | undefined) {
  return clsx(styles.button, styles[variant], styles[`${variant}-${color}`], styles[size], className);
}

function Label({ startIcon, busy = false, children }: { startIcon: IconName | undefined; busy?: boolean; children: ReactNode }) {
  return (
    <>
      {(startIcon || busy) && (
        <span className={styles.startIcon}>
          {busy ? <span className={styles.spinner} /> : startIcon && <Icon name={startIcon} size="inherit" />}
        </span>
      )}
      {children}
    </>
  );
}

/** A button of the reading screens, shaped as MUI's Button (text, outlined or contained). */
export function Button({
  variant,
  color,
  size,
  startIcon,
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: Look & Busy & ComponentProps<'button'>) {
  return (
    <button
      type={type}
      className={lookOf({ variant, color, size }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      <Label startIcon={startIcon} busy={busy}>
        {children}
      </Label>
    </button>
  );
}

/** A link within the app that looks like a Button. */
export function ButtonLink({ variant, color, size, startIcon, className, children, ...props }: Look & LinkProps) {
  return (
    <Link className={lookOf({ variant, color, size }, className)} {...props}>
      <Label startIcon={startIcon}>{children}</Label>
    </Link>
  );
}

type IconButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** A Material icon by name, or what shows in its place (the account's avatar). */
  icon: IconName | ReactElement;
  /** Over the icon's corner (the unread count). */
  badge?: ReactNode;
  /** The button's name; also its hint on hover and focus unless `hint` is false. */
  label: string;
  hint?: HintSide | false;
  edge?: 'start' | 'end';
  color?: 'default' | 'inherit' | 'primary';
  size?: 'small' | 'medium';
} & Busy;

/** A round icon-only button, named by `label`, which shows as a hint beside it (where `hint` says). */
export function IconButton({
  icon,
  badge,
  label,
  hint = 'below',
  edge,
  color = 'default',
  size = 'medium',
  busy = false,
  className,
  type = 'button',
  disabled,
  ...props
}: IconButtonProps) {
  const hinted = hint ? hintProps(label, hint) : undefined;
  return (
    <button
      type={type}
      aria-label={label}
      data-hint={hinted?.['data-hint']}
      className={clsx(
        styles.iconButton,
        styles[`icon-${color}`],
        styles[`icon-${size}`],
        edge && styles[`edge-${edge}`],
        hinted?.className,
        className,
      )}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? <span className={styles.spinner} /> : typeof icon === 'string' ? <Icon name={icon} size="inherit" /> : icon}
      {badge}
    </button>
  );
}
