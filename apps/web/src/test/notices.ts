import { beforeEach } from 'vitest';
import { dismissNotice, type Notice, noticeQueue } from '../lib/notices.ts';

/** From each test's start, hands every notice the screen under test sends to `listener`, in order. */
function onNotice(listener: (notice: Notice) => void) {
  beforeEach(() => {
    for (const notice of noticeQueue.current()) dismissNotice(notice.id);
    const seen = new Set<number>();
    return noticeQueue.subscribe(() => {
      for (const notice of noticeQueue.current()) {
        if (seen.has(notice.id)) continue;
        seen.add(notice.id);
        listener(notice);
      }
    });
  });
}

/** The notices the screen under test shows, in order, with their colour. */
export function catchNotices() {
  const shown: Pick<Notice, 'message' | 'variant'>[] = [];
  onNotice(({ message, variant }) => shown.push({ message, variant }));
  return shown;
}

/** The messages of the notices the screen under test shows, in order. */
export function catchNoticeMessages() {
  const shown: string[] = [];
  onNotice(({ message }) => shown.push(message));
  return shown;
}
