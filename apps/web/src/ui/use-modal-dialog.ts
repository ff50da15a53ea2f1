import { type KeyboardEvent, type MouseEvent, type PointerEvent, type SyntheticEvent, useEffect, useRef } from 'react';

/**
 * The browser's modal `<dialog>` following `open`: shown with showModal (the page behind inert, the focus
 * back where it was once closed); Escape (its cancel event) and a press on the dialog element itself, which
 * fills the screen behind the content, ask `onClose`. Spread the answer on the `<dialog>`.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const shown = useRef(open);
  shown.current = open;
  // An MUI dialog or menu opened inside (ui/mui/theme.ts) takes its Escape and stops it there; the browser still
  // sends this dialog its cancel event, which must then close nothing more.
  const escapeTakenInside = useRef(false);
  // A press that began inside and ended elsewhere (a menu opened on the press down) clicks their common ancestor, the dialog.
  const pressedOnBackdrop = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return {
    ref,
    onKeyDownCapture(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key === 'Escape') escapeTakenInside.current = true;
    },
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key === 'Escape') escapeTakenInside.current = false;
    },
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      if (escapeTakenInside.current) escapeTakenInside.current = false;
      else onClose();
    },
    // The browser closes a dialog without a cancel event when it was asked to close twice without a press in between.
    onClose() {
      if (shown.current) onClose();
    },
    onPointerDown(event: PointerEvent<HTMLDialogElement>) {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    },
  };
}
