import { type Calendar, type Locale, messages, type UserProfile } from '@portal/shared';
import { ValidationError } from '../../../lib/errors.ts';
import { type StagedFile, saveWithPlacedFiles } from '../../../lib/storage.ts';
import { presentDistrict } from '../../places/place-names.ts';
import type { SignedInUser } from '../auth.repository.ts';
import type { AuthParts, ProfileUpdate } from './shared.ts';

/** My Account's profile and the person's own settings. Cached sessions carry them, so every edit drops those. */
export function createProfile(
  parts: Pick<AuthParts, 'db' | 'repository' | 'bus' | 'storage' | 'links' | 'subscriptions' | 'sociair' | 'recentSessions' | 'now'>,
) {
  const { repository, db, recentSessions, now } = parts;

  return {
    /** The whole stored user, for My Account. */
    findUser: (id: number) => repository.findUserById(id),

    /**
     * Saves the profile of My Account and, when given, the new logo: in place before the row names it,
     * the old file removed once the row is saved. Cached sessions carry the name and logo, so they are dropped.
     */
    async updateProfile(userId: number, fields: ProfileUpdate, logo?: StagedFile): Promise<void> {
      const before = await repository.findUserById(userId);
      const save = () =>
        repository.updateUser(db, userId, {
          fullName: fields.full_name,
          companyName: fields.company_name,
          ...(fields.editor_name === undefined ? {} : { editorName: fields.editor_name }),
          ...(fields.link === undefined ? {} : { link: fields.link || null }),
          mobileNo: fields.mobile_no,
          telNo: fields.tel_no,
          category: fields.category,
          registrationNo: fields.registration_no,
          contactPerson: fields.contact_person,
          ...(logo ? { logoPath: logo.relativePath } : {}),
        });
      await (logo ? saveWithPlacedFiles([logo], save) : save());
      recentSessions.forgetUser(userId);
      await parts.bus.announce(db, { kind: 'sessions', userId });
      if (logo && before?.logoPath) await parts.storage.remove(before.logoPath);
    },

    async profile(user: SignedInUser): Promise<UserProfile> {
      const at = now();
      const [subscription, everSubscribed, social] = await Promise.all([
        parts.subscriptions.stateOf(user.houseId, at),
        parts.subscriptions.everSubscribed(user.houseId, at),
        parts.sociair.stateOf(user.houseId),
      ]);
      return {
        id: user.id,
        full_name: user.fullName,
        email: user.email,
        mobile_no: user.mobileNo,
        link: user.link,
        logo: user.logoPath ? parts.links.sign(user.logoPath) : null,
        role: user.role,
        roles: [user.role],
        team_role: user.teamRole,
        staff_roles: user.staffRoles,
        house_id: user.houseId,
        type: user.type,
        ...subscription,
        ever_subscribed: everSubscribed,
        notification: user.notification ? 1 : 0,
        new_token: user.mustChangePassword ? 0 : 1,
        is_changed: !user.mustChangePassword,
        ...social,
        calendar: user.calendar,
        home_district: presentDistrict(user.homeDistrictId),
      };
    },

    /** The person's own calendar; sessions carry it, so they are dropped like after a profile edit. */
    async setCalendar(userId: number, calendar: Calendar | null): Promise<void> {
      await repository.updateUser(db, userId, { calendar });
      recentSessions.forgetUser(userId);
      await parts.bus.announce(db, { kind: 'sessions', userId });
    },

    /** The person's own home district, or none; carried by sessions as the calendar is. */
    async setHomeDistrict(userId: number, districtId: number | null): Promise<void> {
      if (districtId !== null && !presentDistrict(districtId)) throw ValidationError.field('district_id', messages.placeUnknown);
      await repository.updateUser(db, userId, { homeDistrictId: districtId });
      recentSessions.forgetUser(userId);
      await parts.bus.announce(db, { kind: 'sessions', userId });
    },

    /** The language texts written for the person unasked follow (alert mails, downloads); sessions carry it too. */
    async setLocale(userId: number, locale: Locale): Promise<void> {
      await repository.updateUser(db, userId, { locale });
      recentSessions.forgetUser(userId);
      await parts.bus.announce(db, { kind: 'sessions', userId });
    },
  };
}
