import type { Locale } from '@portal/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { Reader } from '../../lib/reader-dates.ts';
import type { MailableMatch } from './saved-searches.repository.ts';

/** The texts of the alert mails, in the client's language (users.locale). */
const TEXTS = {
  en: {
    immediateSubject: (title: string) => `News alert: ${title}`,
    digestSubject: (name: string, count: number) => `${name}: ${count} new ${count === 1 ? 'item' : 'items'}`,
    hourly: 'Hourly digest',
    daily: 'Daily digest',
    matched: (name: string) => `This item matched your saved search “${name}”.`,
    digestIntro: (name: string, count: number) =>
      `${count} new ${count === 1 ? 'item matches' : 'items match'} your saved search “${name}”, newest first.`,
    open: 'Open in the portal',
    usageTerms: 'Usage terms',
    editorNote: 'Editor’s note',
    published: 'Published',
    unsubscribe: (name: string) => `Stop alerts for “${name}”`,
    why: 'You get this mail because you turned on alerts for a saved search on the client portal.',
  },
  ne: {
    immediateSubject: (title: string) => `समाचार सूचना: ${title}`,
    digestSubject: (name: string, count: number) => `${name}: ${count} नयाँ समाचार`,
    hourly: 'घण्टाको सारांश',
    daily: 'दैनिक सारांश',
    matched: (name: string) => `यो समाचार तपाईंको सुरक्षित खोज “${name}” सँग मिल्यो।`,
    digestIntro: (name: string, count: number) => `तपाईंको सुरक्षित खोज “${name}” सँग ${count} नयाँ समाचार मिले, नयाँ पहिले।`,
    open: 'पोर्टलमा खोल्नुहोस्',
    usageTerms: 'प्रयोगका सर्त',
    editorNote: 'सम्पादकको टिप्पणी',
    published: 'प्रकाशित',
    unsubscribe: (name: string) => `“${name}” का सूचनाहरू बन्द गर्नुहोस्`,
    why: 'क्लाइन्ट पोर्टलमा सुरक्षित खोजको सूचना खोल्नुभएकाले तपाईंले यो इमेल पाउनुभएको हो।',
  },
} satisfies Record<Locale, unknown>;

/** The item's usage terms and editor's note, labelled in the mail's language; none when unset. */
function noticeLines(match: MailableMatch, locale: Locale): [string, string][] {
  const texts = TEXTS[locale];
  return [
    ...(match.usageTerms ? [[texts.usageTerms, match.usageTerms] as [string, string]] : []),
    ...(match.editorNote ? [[texts.editorNote, match.editorNote] as [string, string]] : []),
  ];
}

/** `unsubscribe`: the web page a person opens from the mail; `oneClick`: the address mail programs POST to (RFC 8058). */
type Links = { item: (newsId: number) => string; unsubscribe: (searchId: number) => string; oneClick: (searchId: number) => string };

/** Alert mails: plain text and HTML, with RFC 8058 one-click unsubscribe headers for the search that sent them. */
export function alertMails(deps: {
  links: Links;
  agencyName: string;
  formatTime: (instant: Date, reader: Reader) => string;
  /** A mailto address for List-Unsubscribe besides the link, when the agency has one. */
  unsubscribeMailto?: string | undefined;
}) {
  const { links } = deps;

  function unsubscribeHeaders(searchId: number) {
    const url = links.oneClick(searchId);
    const mailto = deps.unsubscribeMailto ? `, <mailto:${deps.unsubscribeMailto}?subject=unsubscribe%20${searchId}>` : '';
    return { 'List-Unsubscribe': `<${url}>${mailto}`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }

  function itemText(match: MailableMatch, locale: Locale) {
    const texts = TEXTS[locale];
    return [
      match.title,
      `${texts.published}: ${deps.formatTime(match.publishAt, { calendar: match.calendar, locale })}`,
      ...noticeLines(match, locale).map(([label, value]) => `${label}: ${value}`),
      ...(match.summary ? [match.summary] : []),
      `${texts.open}: ${links.item(match.newsId)}`,
    ].join('\n');
  }

  function itemHtml(match: MailableMatch, locale: Locale) {
    const texts = TEXTS[locale];
    return [
      `<h2 style="font-size:18px;margin:16px 0 4px"><a href="${escapeHtml(links.item(match.newsId))}">${escapeHtml(match.title)}</a></h2>`,
      `<p style="color:#555;margin:0 0 4px">${escapeHtml(texts.published)}: ${escapeHtml(deps.formatTime(match.publishAt, { calendar: match.calendar, locale }))}</p>`,
      ...noticeLines(match, locale).map(
        ([label, value]) =>
          `<p style="margin:0 0 4px;padding:4px 8px;border-left:4px solid #b45309;background:#fff7ed;color:#1b1f24"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`,
      ),
      ...(match.summary ? [`<p style="margin:0 0 4px">${escapeHtml(match.summary)}</p>`] : []),
      `<p style="margin:0 0 12px"><a href="${escapeHtml(links.item(match.newsId))}">${escapeHtml(texts.open)}</a></p>`,
    ].join('\n');
  }

  function frame(locale: Locale, searchId: number, searchName: string, text: string[], html: string[]) {
    const texts = TEXTS[locale];
    const unsubscribe = links.unsubscribe(searchId);
    return {
      text: [...text, '', '—', texts.why, `${texts.unsubscribe(searchName)}: ${unsubscribe}`, '', deps.agencyName].join('\n'),
      html: [
        `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">`,
        ...html,
        '<hr>',
        `<p style="color:#555;font-size:13px">${escapeHtml(texts.why)}<br><a href="${escapeHtml(unsubscribe)}">${escapeHtml(texts.unsubscribe(searchName))}</a></p>`,
        `<p style="color:#555;font-size:13px">${escapeHtml(deps.agencyName)}</p>`,
        '</body></html>',
      ].join('\n'),
    };
  }

  return {
    /** One item, as soon as it is readable. */
    immediate(match: MailableMatch & { searchId: number; searchName: string }): Mail {
      const texts = TEXTS[match.locale];
      const body = frame(
        match.locale,
        match.searchId,
        match.searchName,
        [texts.matched(match.searchName), '', itemText(match, match.locale)],
        [`<p>${escapeHtml(texts.matched(match.searchName))}</p>`, itemHtml(match, match.locale)],
      );
      return { to: match.email, subject: texts.immediateSubject(match.title), ...body, headers: unsubscribeHeaders(match.searchId) };
    },

    /** The unmailed matches of one search, newest first. */
    digest(digest: {
      search: { id: number; name: string; alert: 'hourly' | 'daily' };
      email: string;
      locale: Locale;
      matches: MailableMatch[];
    }): Mail {
      const { search, locale, matches } = digest;
      const texts = TEXTS[locale];
      const intro = texts.digestIntro(search.name, matches.length);
      const body = frame(
        locale,
        search.id,
        search.name,
        [texts[search.alert], intro, ...matches.flatMap((match) => ['', itemText(match, locale)])],
        [
          `<p><strong>${escapeHtml(texts[search.alert])}</strong><br>${escapeHtml(intro)}</p>`,
          ...matches.map((match) => itemHtml(match, locale)),
        ],
      );
      return {
        to: digest.email,
        subject: texts.digestSubject(search.name, matches.length),
        ...body,
        headers: unsubscribeHeaders(search.id),
      };
    },
  };
}
export type AlertMails = ReturnType<typeof alertMails>;
