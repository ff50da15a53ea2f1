/** What the e2e SMTP catcher received, read through its HTTP mailbox; and the password every demo account has. */
import { expect } from '@playwright/test';
import { MAILBOX_URL } from './ports.ts';

export const DEMO_PASSWORD = 'demo#2026';

export type CaughtMail = { to: string[]; subject: string; text: string };

/** Every mail addressed to `to` so far, oldest first. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  return (await fetch(`${MAILBOX_URL}/?to=${encodeURIComponent(to)}`)).json();
}

/** Waits for the `nth` mail (1-based) addressed to `to`. */
export async function readMail(to: string, nth = 1): Promise<CaughtMail> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(to);
        return mails.length;
      },
      { message: `mail #${nth} to ${to}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(nth);
  return mails[nth - 1] as CaughtMail;
}

export function linkIn(mail: CaughtMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${mail.text}`);
  return match[0];
}
