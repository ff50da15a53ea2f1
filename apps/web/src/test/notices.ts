import type { OptionsObject } from 'notistack';
import { beforeEach } from 'vitest';
import { type NoticesHost, noticesHostReady } from '../lib/notices.ts';

/** Before each test, the app's notice host (lib/notices.ts) is a stand-in that hands each notice to `listener`. */
function onNotice(listener: (message: string, options: OptionsObject) => void) {
  beforeEach(() => {
    const enqueueSnackbar = (message: string, options: OptionsObject) => {
      listener(message, options);
      return message;
    };
    noticesHostReady({ enqueueSnackbar, closeSnackbar: () => undefined } as NoticesHost);
  });
}

/** The notices the screen under test shows, in order, with their colour. */
export function catchNotices() {
  const shown: { message: string; variant: OptionsObject['variant'] }[] = [];
  onNotice((message, { variant }) => shown.push({ message, variant }));
  return shown;
}

/** The messages of the notices the screen under test shows, in order. */
export function catchNoticeMessages() {
  const shown: string[] = [];
  onNotice((message) => shown.push(message));
  return shown;
}
