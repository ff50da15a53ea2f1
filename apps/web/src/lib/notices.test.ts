import { describe, expect, it } from 'vitest';
import { dismissNotice, hideNotice, noticeQueue, showNotice } from './notices.ts';

const queued = () => noticeQueue.current().map(({ message, variant, key }) => ({ message, variant, key }));

describe('notices', () => {
  it('queues notices in order, each with its variant, until they close by key or by id', () => {
    for (const notice of noticeQueue.current()) dismissNotice(notice.id);
    showNotice('first', { variant: 'error' });
    showNotice('gone offline', { variant: 'warning', key: 'offline' });
    showNotice('third');
    expect(queued()).toEqual([
      { message: 'first', variant: 'error', key: undefined },
      { message: 'gone offline', variant: 'warning', key: 'offline' },
      { message: 'third', variant: 'default', key: undefined },
    ]);

    hideNotice('offline');
    dismissNotice(noticeQueue.current()[0]?.id ?? -1);
    expect(queued()).toEqual([{ message: 'third', variant: 'default', key: undefined }]);
  });

  it('sends no second notice with the same key, or the same message, when told to prevent duplicates', () => {
    for (const notice of noticeQueue.current()) dismissNotice(notice.id);
    showNotice('A new version is ready', { key: 'new-version', preventDuplicate: true });
    showNotice('A new version is ready, again', { key: 'new-version', preventDuplicate: true });
    showNotice('Saved', { preventDuplicate: true });
    showNotice('Saved', { preventDuplicate: true });
    showNotice('Saved');
    expect(queued().map(({ message }) => message)).toEqual(['A new version is ready', 'Saved', 'Saved']);
  });

  it('tells its listeners of every change, and no longer once they leave', () => {
    const changes: number[] = [];
    const leave = noticeQueue.subscribe(() => changes.push(noticeQueue.current().length));
    const before = noticeQueue.current().length;
    showNotice('one');
    leave();
    showNotice('two');
    expect(changes).toEqual([before + 1]);
  });
});
