import { NOTIFICATION_TIMEOUT_MS } from '@portal/shared';
import type { ReactNode } from 'react';

export type NoticeVariant = 'default' | 'success' | 'info' | 'warning' | 'error';

export type NoticeOptions = {
  variant?: NoticeVariant;
  /** Names the notice for hideNotice (the offline notice, once back online). */
  key?: string;
  /** No second notice while one with the same key, or else the same message, is queued or shown. */
  preventDuplicate?: boolean;
  autoHideDuration?: number;
  /** At the end of the line (Refresh). */
  action?: ReactNode;
};

export type Notice = {
  id: number;
  key: string | undefined;
  message: string;
  variant: NoticeVariant;
  autoHideDuration: number;
  action: ReactNode;
};

let queue: readonly Notice[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Notice[]) {
  queue = next;
  for (const listener of listeners) listener();
}

/**
 * The queue of notices, oldest first: app/notices-host.tsx shows the first few. It is module state, so a
 * notice sent before anything is on screen (a failed request in the first moments) waits, never lost.
 */
export const noticeQueue = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current: () => queue,
};

export function showNotice(message: string, options: NoticeOptions = {}) {
  const { variant = 'default', key, preventDuplicate = false, autoHideDuration = NOTIFICATION_TIMEOUT_MS, action } = options;
  const same = (notice: Notice) => (key === undefined ? notice.message === message : notice.key === key);
  if (preventDuplicate && queue.some(same)) return;
  lastId += 1;
  publish([...queue, { id: lastId, key, message, variant, autoHideDuration, action }]);
}

/** Closes a notice by key, shown or still waiting its turn. */
export function hideNotice(key: string) {
  if (queue.some((notice) => notice.key === key)) publish(queue.filter((notice) => notice.key !== key));
}

/** Closes one notice (its time is up). */
export function dismissNotice(id: number) {
  if (queue.some((notice) => notice.id === id)) publish(queue.filter((notice) => notice.id !== id));
}
