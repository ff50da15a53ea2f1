import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';
import modal from './modal-dialog.module.css';
import { useModalDialog } from './use-modal-dialog.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  /** 444 px wide at most unless told (MUI's `xs`). */
  size?: 'xs' | 'sm' | 'md';
  /** The whole screen on a phone (below 600 px), as MUI's `fullScreen` at `sm`. */
  fullScreenOnPhone?: boolean;
  className?: string | undefined;
  children: ReactNode;
};

/**
 * A modal dialog in MUI's look, as the browser's own: the page behind is inert, Escape and a press on the
 * backdrop close it, and the focus comes back to where it was. Lay it out with `dialogParts`.
 */
export function Dialog({ open, onClose, labelledBy, size = 'xs', fullScreenOnPhone = false, className, children }: Props) {
  const dialogProps = useModalDialog(open, onClose);
  return (
    <dialog
      {...dialogProps}
      aria-labelledby={labelledBy}
      className={clsx(modal.screen, styles.dialog, styles[size], fullScreenOnPhone && styles.fullScreenOnPhone, className)}
    >
      <div className={styles.paper}>{open && children}</div>
    </dialog>
  );
}

/** The title, content and actions of a Dialog. */
export const dialogParts = { title: styles.title, content: styles.content, text: styles.text, actions: styles.actions };
