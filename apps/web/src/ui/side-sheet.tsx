import clsx from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import modal from './modal-dialog.module.css';
import styles from './side-sheet.module.css';
import { useModalDialog } from './use-modal-dialog.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  /** Names the sheet: the id of its heading, or a label. */
  labelledBy?: string | undefined;
  label?: string | undefined;
  /** The sheet's width (px or a CSS length); the whole screen unless told. */
  width?: number | string | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/**
 * A modal sheet that slides in from a side (MUI's temporary Drawer), as the browser's own modal dialog:
 * the page behind is inert, Escape and a press on the backdrop close it, and the focus comes back to
 * where it was. Its content stays mounted while closed, so it slides out as it came.
 */
export function SideSheet({ open, onClose, side, labelledBy, label, width, className, children }: Props) {
  const dialogProps = useModalDialog(open, onClose);
  return (
    <dialog
      {...dialogProps}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={clsx(modal.screen, styles.sheet, styles[side], className)}
      style={width === undefined ? undefined : ({ '--sheet-width': typeof width === 'number' ? `${width}px` : width } as CSSProperties)}
    >
      <div className={styles.content}>{children}</div>
    </dialog>
  );
}
