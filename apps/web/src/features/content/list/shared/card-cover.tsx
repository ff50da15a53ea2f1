import type { ImageRendition } from '@portal/shared';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { srcSetOf } from '../../../../lib/image-srcset.ts';
import { Icon } from '../../../../ui/icon.tsx';
import type { IconName } from '../../../../ui/icon-paths.ts';
import { CARD_IMAGE_SIZES } from '../../components/shared/card-grid.ts';
import styles from './card-cover.module.css';

type Props = {
  /** The cover's thumbnail: what browsers without the renditions show. */
  src: string | null;
  renditions: readonly ImageRendition[];
  /** In the first row a screen shows: loaded at once and first (the page's largest paint), the rest when scrolled near. */
  priority?: boolean | undefined;
  /** How wide the picture shows, for the browser's choice of rendition: a column of the card grid unless told. */
  sizes?: string | undefined;
  height?: number;
  children?: ReactNode;
};

/**
 * The picture at the top of a card (or a placeholder), with badges laid over its corners; the box has
 * its height before the picture arrives, so nothing moves when it does.
 */
export function CardCover({ src, renditions, priority = false, sizes = CARD_IMAGE_SIZES, height = 160, children }: Props) {
  return (
    <span className={styles.cover} style={{ height }}>
      {src ? (
        <img
          className={styles.picture}
          src={src}
          srcSet={srcSetOf(renditions)}
          sizes={renditions.length > 0 ? sizes : undefined}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <Icon name="imageOutlined" className={styles.placeholder} />
      )}
      {children}
    </span>
  );
}

type BadgeProps = {
  corner: 'left' | 'right' | 'bottom-left' | 'bottom-right';
  icon?: IconName;
  /** The badge's name when it holds only an icon. */
  label?: string;
  /** `alert` for breaking and urgent news. */
  tone?: 'plain' | 'alert';
  children?: ReactNode;
};

/** A badge in a corner of the cover, legible on any picture. */
export function CoverBadge({ corner, icon, label, tone = 'plain', children }: BadgeProps) {
  return (
    <span
      {...(label && { role: 'img', 'aria-label': label, title: label })}
      className={clsx(styles.badge, styles[corner], tone === 'alert' && styles.alert)}
    >
      {icon && <Icon name={icon} size="inherit" className={styles.badgeIcon} />}
      {children}
    </span>
  );
}

/** The play mark over a video's poster. */
export function PlayMark() {
  return (
    <span className={styles.play}>
      <Icon name="playCircleOutline" size="inherit" />
    </span>
  );
}
