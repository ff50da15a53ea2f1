import { endpoints, type NewsFeedEvent } from '@portal/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { followServerEvents, type ServerEvent } from '../../../lib/server-events.ts';

type FeedState = {
  /** Items gone out since the News list was last brought up to date, oldest first. */
  fresh: NewsFeedEvent[];
  /** The latest breaking item, until its notice is dismissed. */
  breaking: NewsFeedEvent | null;
};

let state: FeedState = { fresh: [], breaking: null };
const listeners = new Set<() => void>();

function update(next: FeedState) {
  state = next;
  for (const listener of listeners) listener();
}

export function receive(event: NewsFeedEvent) {
  if (state.fresh.some((item) => item.id === event.id)) return;
  update({ fresh: [...state.fresh, event], breaking: event.breaking ? event : state.breaking });
}

function onServerEvent(event: ServerEvent) {
  if (event.name !== 'news') return;
  void import('./news-feed-check.ts').then(({ readNewsFeedEvent }) => {
    const item = readNewsFeedEvent(event.data);
    if (item) receive(item);
  });
}

/** What the live feed has brought in, shared by every screen of the tab. */
export const newsFeed = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  snapshot: () => state,
  /** The News list has been brought up to date: nothing is new any more. */
  markSeen: () => update({ ...state, fresh: [] }),
  dismissBreaking: () => update({ ...state, breaking: null }),
  reset: () => update({ fresh: [], breaking: null }),
};

export const useNewsFeed = () => useSyncExternalStore(newsFeed.subscribe, newsFeed.snapshot);

/** Keeps the tab's one connection to the live feed open while the calling component is mounted. */
export function useNewsFeedConnection() {
  useEffect(() => {
    const controller = new AbortController();
    void followServerEvents(endpoints.newsFeed.stream.path, { signal: controller.signal, onEvent: onServerEvent });
    return () => controller.abort();
  }, []);
}
