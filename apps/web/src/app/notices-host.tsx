import clsx from 'clsx';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { dismissNotice, type Notice, type NoticeVariant, noticeQueue } from '../lib/notices.ts';
import { useShellText } from '../lib/shell-text.ts';
import { Icon } from '../ui/icon.tsx';
import type { IconName } from '../ui/icon-paths.ts';
import styles from './notices-host.module.css';

/** At most this many on screen; the others wait their turn. */
const SHOWN_AT_ONCE = 4;

const ICON_OF: Record<NoticeVariant, IconName | undefined> = {
  default: undefined,
  success: 'checkCircleOutline',
  info: 'infoOutlined',
  warning: 'reportProblemOutlined',
  error: 'errorOutline',
};

/**
 * The notices of lib/notices.ts, top right (across the top on a phone). The stack is a manual popover so it
 * sits in the top layer, above a modal `<dialog>` that sent the notice; each new notice raises it again. It
 * joins the end of <body> when a first notice comes: an MUI dialog open by then hides what was there from
 * assistive technology (aria-hidden), not the notice it caused.
 */
export function NoticesHost() {
  const { text } = useShellText();
  const queue = useSyncExternalStore(noticeQueue.subscribe, noticeQueue.current);
  const shown = queue.slice(0, SHOWN_AT_ONCE);
  const stack = useRef<HTMLElement>(null);
  const newest = shown.at(-1)?.id;
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element) return;
    element.hidePopover();
    if (newest !== undefined) element.showPopover();
  }, [newest]);
  if (shown.length === 0) return null;
  return createPortal(
    <section ref={stack} popover="manual" aria-label={text.app.notices} className={styles.stack}>
      {shown.map((notice) => (
        <NoticeLine key={notice.id} notice={notice} />
      ))}
    </section>,
    document.body,
  );
}

/** One notice: it closes when its time is up, which stops while the pointer or the focus is on it. */
function NoticeLine({ notice }: { notice: Notice }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismissNotice(notice.id), notice.autoHideDuration);
    return () => clearTimeout(timer);
  }, [held, notice]);
  const icon = ICON_OF[notice.variant];
  const urgent = notice.variant === 'error' || notice.variant === 'warning';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: holding the notice while it is pointed at or focused is no action of its own; its action is a button.
    <div
      role={urgent ? 'alert' : 'status'}
      className={clsx(styles.notice, styles[notice.variant])}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.message}>
        {icon && <Icon name={icon} size="small" className={styles.icon} />}
        {notice.message}
      </div>
      {notice.action !== undefined && <div className={styles.action}>{notice.action}</div>}
    </div>
  );
}
