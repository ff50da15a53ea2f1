import clsx from 'clsx';
import type { MouseEvent } from 'react';
import { Link, type To } from 'react-router';
import { formatCardDate } from '../../../../lib/dates.ts';
import { srcSetOf } from '../../../../lib/image-srcset.ts';
import text from '../../../../ui/text.module.css';
import styles from './item-link-row.module.css';

/** What a row shows of an item: the fields every kind's card has. */
export type LinkedItem = {
  title: string;
  publish_at: string;
  thumbnail: string | null;
  thumbnail_renditions: Parameters<typeof srcSetOf>[0];
};

/** An item as a line of a side list, a link to it: its thumbnail (an empty box without one), title and date. `wide`: a 120 px thumbnail, not 96. */
export function ItemLinkRow({
  item,
  to,
  wide = false,
  onClick,
}: {
  item: LinkedItem;
  to: To;
  wide?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <Link to={to} className={clsx(styles.row, wide && styles.wide)} {...(onClick ? { onClick } : {})}>
      {item.thumbnail ? (
        <img
          className={styles.thumbnail}
          src={item.thumbnail}
          srcSet={srcSetOf(item.thumbnail_renditions)}
          sizes={wide ? '120px' : '96px'}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.thumbnail} />
      )}
      <span className={styles.about}>
        <span className={clsx(text.body2, styles.title)}>{item.title}</span>
        <time dateTime={item.publish_at} className={clsx(text.caption, text.secondary)}>
          {formatCardDate(item.publish_at)}
        </time>
      </span>
    </Link>
  );
}
