import type { ReviewDecision } from '@portal/shared';
import type { Config } from '../../config.ts';
import type { Mail } from '../../lib/mailer.ts';

export type ReviewedUpload = { id: number; title: string; note: string | null };
export type UploadAuthor = { email: string; fullName: string; contactPerson: string };

const OUTCOMES: Record<ReviewDecision, { subject: string; lead: string; noteLabel?: string }> = {
  approve: { subject: 'was published', lead: 'The agency has published your news as agency content, crediting your organisation.' },
  'request-changes': {
    subject: 'needs changes',
    lead: 'The agency has looked at your news and asks you to change it before it can be published.',
    noteLabel: 'What to change',
  },
  reject: { subject: 'was not accepted', lead: 'The agency has decided not to publish your news.', noteLabel: 'Reason' },
};

/** The mail a client receives when the agency decides on one of its uploads, with a link to the item. */
export function reviewMail(config: Pick<Config, 'publicUrl' | 'agencyName'>) {
  return (author: UploadAuthor, upload: ReviewedUpload, decision: ReviewDecision): Mail => {
    const outcome = OUTCOMES[decision];
    return {
      to: author.email,
      subject: `${config.agencyName}: your news ${outcome.subject}`,
      text: [
        `Namaste ${author.contactPerson || author.fullName},`,
        '',
        outcome.lead,
        '',
        `News: ${upload.title}`,
        ...(outcome.noteLabel && upload.note ? [`${outcome.noteLabel}: ${upload.note}`] : []),
        '',
        `${config.publicUrl}/show-news/${upload.id}`,
        '',
        `— ${config.agencyName}`,
      ].join('\n'),
    };
  };
}
