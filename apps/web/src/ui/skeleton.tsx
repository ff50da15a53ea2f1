import clsx from 'clsx';
import styles from './skeleton.module.css';

/** A placeholder's pulsing shape while content loads: a line of text unless `height` is given (a rounded block). */
export function Skeleton({ width, height }: { width?: string; height?: number }) {
  return <span className={clsx(styles.skeleton, height === undefined ? styles.text : styles.block)} style={{ width, height }} />;
}
