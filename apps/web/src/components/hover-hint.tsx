import { cloneElement, type FocusEvent, lazy, type MouseEvent, type ReactElement, Suspense, useState } from 'react';

const loadTooltip = () => import('@mui/material/Tooltip');
const Tooltip = lazy(loadTooltip);

type HintTarget = ReactElement<{
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
}>;

/**
 * MUI's Tooltip, fetched the first time the pointer or focus reaches `children` (Tooltip and its
 * positioning engine weigh ~10 KB compressed, which a screen that is only looked at never needs). It
 * wraps the target only once the pointer or focus has left: putting it in while the pointer is on the
 * target would mount the target anew between a press and its release, and the click would be lost.
 * So the first hover shows no hint; the target's `aria-label` names it all along.
 */
export function HoverHint({ title, children }: { title: string; children: HintTarget }) {
  const [wrapped, setWrapped] = useState(false);
  if (!wrapped) {
    const fetch = () => void loadTooltip();
    const wrapOnceLoaded = () => void loadTooltip().then(() => setWrapped(true));
    return cloneElement(children, { onMouseEnter: fetch, onFocus: fetch, onMouseLeave: wrapOnceLoaded, onBlur: wrapOnceLoaded });
  }
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
