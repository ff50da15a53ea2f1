import { cloneElement, type FocusEvent, lazy, type MouseEvent, type ReactElement, Suspense, useState } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type HintTarget = ReactElement<{
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
}>;

/**
 * MUI's Tooltip, fetched the first time the pointer or focus reaches `children` (Tooltip and its
 * positioning engine weigh ~10 KB compressed, which a screen that is only looked at never needs).
 */
export function HoverHint({ title, children }: { title: string; children: HintTarget }) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  const target = cloneElement(children, { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide });
  if (!loaded) return target;
  return (
    <Suspense fallback={target}>
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={hide}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
