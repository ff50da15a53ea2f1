import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../ui/button.tsx';
import { lazyWithMui } from '../../../ui/lazy-with-mui.tsx';
import { bellKeys, useBell } from '../api/alerts.ts';
import styles from './alert-bell.module.css';
import type { BellNotices } from './bell-notices.ts';

const AlertBellMenu = lazyWithMui(() => import('./alert-bell-menu.tsx').then((m) => m.default));

/** How long after a live-feed announcement the bell asks again, for matches committed just after it. */
const MATCHING_LAG_MS = 3_000;

type Props = {
  /** Calls back when the live news feed announces an item: a new match may have come with it. */
  subscribe(listener: () => void): () => void;
  /** More notices, listed with the matches by time and counted with them (the Agenda's). */
  more?: BellNotices | undefined;
};

/** The bell of the client's top bar: the latest matches of the saved searches (and the notices of `more`), with the unread count. */
export function AlertBell({ subscribe, more }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bell = useBell();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first press on, so the menu keeps its closing animation.
  const [used, setUsed] = useState(false);
  // The live feed and the matching of alerts follow the same write, and the feed may announce an item
  // before its matches are committed: the bell asks at once and once more a moment later.
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: bellKeys.all });
    const stop = subscribe(() => {
      refresh();
      const timer = setTimeout(() => {
        timers.delete(timer);
        refresh();
      }, MATCHING_LAG_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [subscribe, queryClient]);

  const unread = (bell.data?.unread ?? 0) + (more?.unread ?? 0);
  const label =
    unread > 0 ? `${t('savedSearches.bell.label')}: ${t('savedSearches.bell.unread', { count: unread })}` : t('savedSearches.bell.label');
  return (
    <>
      <IconButton
        label={label}
        aria-haspopup="menu"
        icon="notifications"
        badge={unread > 0 && <span className={styles.badge}>{unread > 99 ? '99+' : unread}</span>}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
      />
      {used && (
        <Suspense>
          <AlertBellMenu anchor={anchor} alerts={bell.data} more={more} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
