import type { OptionsObject, ProviderContext, SnackbarKey } from 'notistack';

/** The mounted host's functions (notistack's `useSnackbar`). */
export type NoticesHost = Pick<ProviderContext, 'enqueueSnackbar' | 'closeSnackbar'>;

let host: NoticesHost | undefined;
let hostWanted = false;
const waiting: { key: SnackbarKey | undefined; show: (host: NoticesHost) => void }[] = [];
const listeners = new Set<() => void>();

/**
 * The notices (notistack and its host) load on the first notice, not with the app: the sign-in
 * screen usually shows none. Until the host is up, notices wait in order.
 */
export function requireNoticesHost() {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
}

/** For the host's placeholder: whether anything asked for notices yet. */
export const noticesHostState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  wanted: () => hostWanted,
};

/** The host's code could not be fetched (offline): the waiting notices stay, the next notice asks again. */
export function noticesHostFailed() {
  hostWanted = false;
  for (const listener of listeners) listener();
}

/** Called by the mounted host: the notices that waited are shown now. */
export function noticesHostReady(mounted: NoticesHost) {
  host = mounted;
  for (const notice of waiting.splice(0)) notice.show(mounted);
}

export function showNotice(message: string, options: OptionsObject) {
  if (host) {
    host.enqueueSnackbar(message, options);
    return;
  }
  waiting.push({ key: options.key, show: (mounted) => mounted.enqueueSnackbar(message, options) });
  requireNoticesHost();
}

/** Closes a notice by key, or drops it if it is still waiting for the host (the offline notice once back online). */
export function hideNotice(key: SnackbarKey) {
  if (host) host.closeSnackbar(key);
  else waiting.splice(0, waiting.length, ...waiting.filter((notice) => notice.key !== key));
}
