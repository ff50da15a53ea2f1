import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { MemberTeam } from './member-team.tsx';
import { OwnerTeam } from './owner-team.tsx';

/**
 * /team: the owner manages the media house's team; everyone else sees their own place in it, with
 * `personal`: what the app adds of their own settings from other features (the urgent-news SMS).
 */
export function TeamPage({ personal }: { personal?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <>
      <PageTitle>{t('team.title')}</PageTitle>
      {profile.data && (profile.data.team_role === 'owner' ? <OwnerTeam me={profile.data.id} /> : <MemberTeam personal={personal} />)}
    </>
  );
}
