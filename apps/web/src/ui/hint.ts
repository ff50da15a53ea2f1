import clsx from 'clsx';
import styles from './hint.module.css';

export type HintSide = 'below' | 'below-end' | 'above' | 'right';

/** The attributes that show `text` as a hint on `side` of an element positioned relative to its box. */
export const hintProps = (text: string, side: HintSide = 'below') => ({
  'data-hint': text,
  className: clsx(styles.hint, styles[side]),
});
