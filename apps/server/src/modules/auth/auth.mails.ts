import type { Config } from '../../config.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { User } from './auth.repository.ts';

/** The account mails, in English, with the agency's name and links to PUBLIC_URL. */
export function accountMails(config: Pick<Config, 'publicUrl' | 'agencyName'>) {
  const signature = `\n\n— ${config.agencyName}`;
  return {
    welcome(user: User, password: string, link: { token: string; expiresAt: Date }): Mail {
      const expires = Math.floor(link.expiresAt.getTime() / 1000);
      const url = `${config.publicUrl}/verify-email/${user.id}/${link.token}/${expires}`;
      return {
        to: user.email,
        subject: `Welcome to ${config.agencyName}: verify your email`,
        text:
          [
            `Namaste ${user.contactPerson || user.fullName},`,
            '',
            `${user.fullName} now has an account on the ${config.agencyName} client portal.`,
            `Your password: ${password}`,
            '',
            'Verify your email address within 48 hours to sign in:',
            url,
            '',
            'If you did not ask for this account, ignore this mail.',
          ].join('\n') + signature,
      };
    },

    welcomeSms(password: string): string {
      return `${config.agencyName}: your portal password is ${password}. Verify your email to sign in.`;
    },

    passwordReset(user: User, token: string): Mail {
      return {
        to: user.email,
        subject: `${config.agencyName}: set a new password`,
        text:
          [
            `Namaste ${user.contactPerson || user.fullName},`,
            '',
            'Someone asked to set a new password for your account. Open this link within one hour:',
            `${config.publicUrl}/create-password?user=${token}`,
            '',
            'If it was not you, ignore this mail: your password stays as it is.',
          ].join('\n') + signature,
      };
    },
  };
}
