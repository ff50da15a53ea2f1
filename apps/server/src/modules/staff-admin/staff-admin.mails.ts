import type { StaffRole } from '@portal/shared';
import type { Config } from '../../config.ts';
import type { Mail } from '../../lib/mailer.ts';

const roleNames = (roles: readonly StaffRole[]) => roles.map((role) => role.replace('_', ' ')).join(', ');

/** The staff invitation, in English like the account mails, signed with the agency's name. */
export function staffMails(config: Pick<Config, 'publicUrl' | 'agencyName'>) {
  return {
    invitation(
      to: { email: string; fullName: string; staffRoles: readonly StaffRole[] },
      inviter: string,
      token: string,
      days: number,
    ): Mail {
      return {
        to: to.email,
        subject: `${inviter} invites you to the ${config.agencyName} staff console`,
        text: [
          `Namaste ${to.fullName},`,
          '',
          `${inviter} invites you to the staff console of the ${config.agencyName} portal as ${roleNames(to.staffRoles)}.`,
          `Create your password to accept (the link works once, for ${days} days):`,
          `${config.publicUrl}/create-password?user=${token}`,
          '',
          'If you did not expect this, ignore this mail.',
          '',
          `— ${config.agencyName}`,
        ].join('\n'),
      };
    },
  };
}
