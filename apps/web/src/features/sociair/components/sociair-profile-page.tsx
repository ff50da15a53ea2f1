import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSociairProfile } from '../api/get-sociair-profile.ts';
import { ConnectionCard } from './connection-card.tsx';
import { NeedsLoginAlert } from './needs-login-alert.tsx';
import { RecentPosts } from './recent-posts.tsx';
import { SociairCategories } from './sociair-categories.tsx';
import { SocialProfiles } from './social-profiles.tsx';

const half = { xs: 12, md: 6 } as const;

/** /sociair/profile (SPEC.md §2): the connected account, Auto Post, the profiles and categories to post to, and what was posted. */
export function SociairProfilePage() {
  const { t } = useTranslation();
  const profile = useSociairProfile();
  return (
    <>
      <PageTitle>{t('pages.sociairProfile')}</PageTitle>
      {profile.data ? (
        <Grid container spacing={2}>
          {profile.data.needs_login && (
            <Grid size={12}>
              <NeedsLoginAlert />
            </Grid>
          )}
          <Grid size={12}>
            <ConnectionCard profile={profile.data} />
          </Grid>
          <Grid size={half}>
            <SocialProfiles profiles={profile.data.profiles} />
          </Grid>
          <Grid size={half}>
            <SociairCategories categories={profile.data.categories} />
          </Grid>
          <Grid size={12}>
            <RecentPosts posts={profile.data.recent_posts} />
          </Grid>
        </Grid>
      ) : profile.isError ? (
        <LoadError query={profile} />
      ) : (
        <Grid container spacing={2} aria-busy="true" aria-label={t('common.loading')}>
          <Grid size={12}>
            <Skeleton variant="rounded" height={240} />
          </Grid>
          <Grid size={half}>
            <Skeleton variant="rounded" height={200} />
          </Grid>
          <Grid size={half}>
            <Skeleton variant="rounded" height={200} />
          </Grid>
        </Grid>
      )}
    </>
  );
}
