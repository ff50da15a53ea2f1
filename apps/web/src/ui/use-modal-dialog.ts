import { type MouseEvent, type SyntheticEvent, useEffect, useRef } from 'react';

/**
 * The browser's modal `<dialog>` following `open`: shown with showModal (the page behind inert, the focus
 * back where it was once closed); Escape (its cancel event) and a press on the dialog element itself, which
 * fills the screen behind the content, ask `onClose`. Spread the answer on the `<dialog>`.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return {
    ref,
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      onClose();
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
