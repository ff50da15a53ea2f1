import type { Config } from '../../config.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The team's mails, in English like the account mails, signed with the agency's name. */
export function teamMails(config: Pick<Config, 'publicUrl' | 'agencyName'>) {
  const signature = `\n\n— ${config.agencyName}`;
  return {
    invitation(
      to: { email: string; fullName: string },
      from: { inviter: string; house: string; role: string },
      token: string,
      days: number,
    ): Mail {
      return {
        to: to.email,
        subject: `${from.inviter} invites you to ${from.house} on the ${config.agencyName} portal`,
        text:
          [
            `Namaste ${to.fullName},`,
            '',
            `${from.inviter} invites you to join ${from.house} on the ${config.agencyName} client portal as ${from.role}.`,
            `Create your password to accept (the link works once, for ${days} days):`,
            `${config.publicUrl}/create-password?user=${token}`,
            '',
            'If you did not expect this, ignore this mail.',
          ].join('\n') + signature,
      };
    },

    ownershipOffer(to: { email: string; fullName: string }, from: { owner: string; house: string }): Mail {
      return {
        to: to.email,
        subject: `${from.owner} would like you to own ${from.house} on the ${config.agencyName} portal`,
        text:
          [
            `Namaste ${to.fullName},`,
            '',
            `${from.owner} would like to hand ownership of ${from.house} to you. The owner pays for the subscription, sees invoices and manages the team and integrations.`,
            `Accept it, or leave it, on the Team page: ${config.publicUrl}/team`,
          ].join('\n') + signature,
      };
    },
  };
}
