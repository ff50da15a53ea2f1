import type { UserProfile } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { visibleNavItems } from './nav-items.ts';

const user = (subscription: Pick<NonNullable<UserProfile['subscription']>, 'content_types' | 'features'> | null) =>
  ({ subscription: subscription && { ...subscription } }) as UserProfile;
const labels = (profile: UserProfile) => visibleNavItems(profile).map((item) => item.labelKey);

describe('visibleNavItems', () => {
  it('shows photos and videos only for plans with those content types, and social automation for feature 1', () => {
    expect(labels(user({ content_types: ['News'], features: [] }))).toEqual([
      'nav.news',
      'nav.history',
      'nav.uploadNews',
      'nav.account',
      'nav.developer',
    ]);
    expect(labels(user({ content_types: ['News', 'Photos', 'Videos'], features: [1] }))).toEqual([
      'nav.news',
      'nav.featurePhotos',
      'nav.videos',
      'nav.sociair',
      'nav.history',
      'nav.uploadNews',
      'nav.account',
      'nav.developer',
    ]);
  });

  it('hides the gated entries when there is no subscription', () => {
    expect(labels(user(null))).not.toContain('nav.featurePhotos');
  });
});
