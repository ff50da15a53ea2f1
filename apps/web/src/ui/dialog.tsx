import clsx from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import styles from './dialog.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  /** 444 px wide at most unless told (MUI's `xs`). */
  size?: 'xs' | 'sm' | 'md';
  className?: string | undefined;
  children: ReactNode;
};

/**
 * A modal dialog in MUI's look, as the browser's own: the page behind is inert, Escape and a press on the
 * backdrop close it, and the focus comes back to where it was. Lay it out with `dialogParts`.
 */
export function Dialog({ open, onClose, labelledBy, size = 'xs', className, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a press on the backdrop; the keyboard closes the dialog with Escape (its cancel event).
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      className={clsx(styles.dialog, styles[size], className)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.paper}>{open && children}</div>
    </dialog>
  );
}

/** The title, content and actions of a Dialog. */
export const dialogParts = { title: styles.title, content: styles.content, text: styles.text, actions: styles.actions };
