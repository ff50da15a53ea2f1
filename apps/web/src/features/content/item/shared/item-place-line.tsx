import type { ItemPlace } from '@portal/shared';
import clsx from 'clsx';
import { usePlaceLine } from '../../../../lib/places.ts';
import styles from './item-place-line.module.css';

/** An item's place under its headline, in the interface's language ("POKHARA, KASKI, GANDAKI"); nothing without one. */
export function ItemPlaceLine({ place, className }: { place: ItemPlace | null | undefined; className?: string }) {
  const line = usePlaceLine()(place);
  if (!line) return null;
  return <p className={clsx(styles.line, className)}>{line}</p>;
}
