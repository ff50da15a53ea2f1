import type { Locale } from '@portal/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';

/** What a shared item's mail says: the item, who sent it from which media house, their note and the link. */
export type SharedItem = {
  to: string;
  locale: Locale;
  title: string;
  summary: string;
  senderName: string;
  houseName: string;
  note: string;
  link: string;
};

const TEXTS = {
  en: {
    subject: (sender: string, title: string) => `${sender} shared: ${title}`,
    intro: (sender: string, house: string) => `${sender} (${house}) shared this item from the news portal with you.`,
    note: (sender: string) => `${sender}’s note:`,
    open: 'Read it on the portal',
    signIn: 'You will be asked to sign in; without an account, ask the agency for one.',
  },
  ne: {
    subject: (sender: string, title: string) => `${sender} ले पठाउनुभयो: ${title}`,
    intro: (sender: string, house: string) => `${sender} (${house}) ले समाचार पोर्टलबाट यो सामग्री तपाईंलाई पठाउनुभएको छ।`,
    note: (sender: string) => `${sender} को टिप्पणी:`,
    open: 'पोर्टलमा पढ्नुहोस्',
    signIn: 'पढ्न साइन इन गर्नुपर्छ; खाता छैन भने एजेन्सीसँग माग्नुहोस्।',
  },
} satisfies Record<Locale, unknown>;

/** The mail of one shared item to one address, plain text and HTML, in the sender's language. */
export function shareMail(item: SharedItem, agencyName: string): Mail {
  const texts = TEXTS[item.locale];
  const note = item.note ? [texts.note(item.senderName), item.note] : [];
  const text = [
    texts.intro(item.senderName, item.houseName),
    '',
    item.title,
    ...(item.summary ? [item.summary] : []),
    '',
    ...(note.length > 0 ? [...note, ''] : []),
    `${texts.open}: ${item.link}`,
    texts.signIn,
    '',
    agencyName,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(texts.intro(item.senderName, item.houseName))}</p>`,
    `<h2 style="font-size:18px;margin:16px 0 4px"><a href="${escapeHtml(item.link)}">${escapeHtml(item.title)}</a></h2>`,
    ...(item.summary ? [`<p style="margin:0 0 12px">${escapeHtml(item.summary)}</p>`] : []),
    ...(item.note
      ? [
          `<p style="margin:0"><strong>${escapeHtml(texts.note(item.senderName))}</strong></p>`,
          `<blockquote style="margin:4px 0 12px;padding-left:12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(item.note)}</blockquote>`,
        ]
      : []),
    `<p><a href="${escapeHtml(item.link)}">${escapeHtml(texts.open)}</a></p>`,
    `<p style="color:#555">${escapeHtml(texts.signIn)}</p>`,
    `<p style="color:#555">${escapeHtml(agencyName)}</p>`,
  ].join('\n');
  // The subject is one line whatever the note or title hold.
  const subject = texts.subject(item.senderName, item.title).replace(/\s+/g, ' ');
  return { to: item.to, subject, text, html };
}
