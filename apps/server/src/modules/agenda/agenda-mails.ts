import type { Locale, NoticeReason } from '@portal/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';
import { formatReaderDay } from '../../lib/reader-dates.ts';
import type { Sms } from '../../lib/sms.ts';
import type { SendableNotice } from './agenda-watches.repository.ts';

const COVERAGE_WORDS = {
  en: { text: 'the story', photos: 'the photos', video: 'the video', live: 'the live updates', audio: 'the audio' },
  ne: { text: 'समाचार', photos: 'तस्बिरहरू', video: 'भिडियो', live: 'प्रत्यक्ष अपडेट', audio: 'अडियो' },
} as const;

/** What a notice says, in the watcher's language (users.locale). */
const TEXTS = {
  en: {
    subject: (title: string, reasons: string) => `${reasons}: ${title}`,
    reasons: { postponed: 'Postponed', cancelled: 'Cancelled', rescheduled: 'New time', delivered: 'Coverage delivered' },
    delivered: (what: string) => `The agency delivered ${what}.`,
    when: 'When',
    why: 'Reason',
    open: 'Open in the portal',
    stop: 'You get this because you watch this event on the client portal. Stop watching it on its page.',
  },
  ne: {
    subject: (title: string, reasons: string) => `${reasons}: ${title}`,
    reasons: { postponed: 'स्थगित', cancelled: 'रद्द', rescheduled: 'नयाँ समय', delivered: 'कभरेज उपलब्ध' },
    delivered: (what: string) => `एजेन्सीले ${what} उपलब्ध गरायो।`,
    when: 'कहिले',
    why: 'कारण',
    open: 'पोर्टलमा खोल्नुहोस्',
    stop: 'क्लाइन्ट पोर्टलमा यो कार्यक्रम हेरिरहनुभएकाले तपाईंले यो पाउनुभएको हो। यसको पृष्ठमा हेर्न बन्द गर्नुहोस्।',
  },
} satisfies Record<Locale, unknown>;

/** The mail and text message of an agenda notice: the event's title in the watcher's language, what changed, when it is now. */
export function agendaMails(deps: { eventUrl: (eventId: number) => string; agencyName: string }) {
  function lines(notice: SendableNotice) {
    const texts = TEXTS[notice.locale];
    const title = (notice.locale === 'ne' && notice.titleNe) || notice.title;
    const reasons = notice.reasons.map((reason: NoticeReason) => texts.reasons[reason]).join(', ');
    const when = formatReaderDay(notice.startDate, notice.startTime, notice);
    const coverage = notice.coverageKind as keyof (typeof COVERAGE_WORDS)['en'] | null;
    const body = [
      ...(notice.reasons.includes('cancelled') ? [] : [`${texts.when}: ${when}`]),
      ...(notice.statusReason && (notice.reasons.includes('postponed') || notice.reasons.includes('cancelled'))
        ? [`${texts.why}: ${notice.statusReason}`]
        : []),
      ...(notice.reasons.includes('delivered') && coverage ? [texts.delivered(COVERAGE_WORDS[notice.locale][coverage])] : []),
    ];
    return { texts, title, reasons, body, url: deps.eventUrl(notice.eventId) };
  }

  return {
    mail(notice: SendableNotice): Mail {
      const { texts, title, reasons, body, url } = lines(notice);
      return {
        to: notice.email,
        subject: texts.subject(title, reasons),
        text: [title, reasons, '', ...body, '', `${texts.open}: ${url}`, '', '—', texts.stop, deps.agencyName].join('\n'),
        html: [
          `<!doctype html><html lang="${notice.locale}"><body style="font-family:sans-serif;line-height:1.5">`,
          `<h2 style="font-size:18px;margin:16px 0 4px"><a href="${escapeHtml(url)}">${escapeHtml(title)}</a></h2>`,
          `<p style="margin:0 0 8px"><strong>${escapeHtml(reasons)}</strong></p>`,
          ...body.map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`),
          `<p style="margin:12px 0"><a href="${escapeHtml(url)}">${escapeHtml(texts.open)}</a></p>`,
          '<hr>',
          `<p style="color:#555;font-size:13px">${escapeHtml(texts.stop)}<br>${escapeHtml(deps.agencyName)}</p>`,
          '</body></html>',
        ].join('\n'),
      };
    },

    sms(notice: SendableNotice): Sms {
      const { title, reasons, body } = lines(notice);
      return { to: notice.mobile, text: [`${reasons}: ${title}`, ...body.slice(0, 1)].join(' — ') };
    },
  };
}
export type AgendaMails = ReturnType<typeof agendaMails>;
