import { messages, type RegisterFields } from '@portal/shared';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { ValidationError } from '../../../lib/errors.ts';
import { generatePassword, hashPassword } from '../../../lib/passwords.ts';
import { type StagedFile, saveWithPlacedFiles } from '../../../lib/storage.ts';
import { sha256 } from '../../../lib/tokens.ts';
import { type AuthParts, issueLink, PASSWORD_LINK_TTL_MS } from './shared.ts';

const VERIFY_LINK_TTL_MS = 48 * 3_600_000;

/** A media house registers and verifies its mail address, which leads on to setting its password. */
export function createRegistration(parts: Pick<AuthParts, 'db' | 'repository' | 'mailer' | 'sms' | 'mails' | 'now'>) {
  const { repository, db, mails, now } = parts;

  return {
    async register(fields: RegisterFields & { email: string }, logo: StagedFile): Promise<void> {
      const password = generatePassword();
      try {
        await saveWithPlacedFiles([logo], async () => {
          if (await repository.findUserByEmail(fields.email)) throw ValidationError.field('email', messages.emailTaken);
          const passwordHash = await hashPassword(password);
          await db.transaction(async (tx) => {
            const user = await repository.insertUser(tx, {
              fullName: fields.full_name,
              companyName: fields.company_name,
              email: fields.email,
              editorName: fields.editor_name,
              link: fields.link || null,
              mobileNo: fields.mobile_no,
              telNo: fields.tel_no,
              category: fields.category,
              registrationNo: fields.registration_no,
              contactPerson: fields.contact_person,
              logoPath: logo.relativePath,
              passwordHash,
              mustChangePassword: true,
            });
            const link = await issueLink(parts, tx, user.id, 'verify_email', VERIFY_LINK_TTL_MS);
            await parts.mailer.send(mails.welcome(user, password, link), tx);
            await parts.sms.send({ to: user.mobileNo, text: mails.welcomeSms(password) }, tx);
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw ValidationError.field('email', messages.emailTaken);
        throw error;
      }
    },

    /** Marks the address verified and answers the token of the create-password step. */
    async verifyEmail(params: { user_id: number; slug: string; expires: number }): Promise<string> {
      const link = await repository.findUsableLink(sha256(params.slug), 'verify_email', now());
      const matches = link && link.userId === params.user_id && link.expiresAt.getTime() === params.expires * 1000;
      if (!link || !matches) throw new ValidationError({}, messages.verificationFailed);
      return db.transaction(async (tx) => {
        if (!(await repository.consumeLink(tx, link.id, now()))) throw new ValidationError({}, messages.verificationFailed);
        await repository.updateUser(tx, link.userId, { emailVerifiedAt: now() });
        const next = await issueLink(parts, tx, link.userId, 'create_password', PASSWORD_LINK_TTL_MS);
        return next.token;
      });
    },
  };
}
