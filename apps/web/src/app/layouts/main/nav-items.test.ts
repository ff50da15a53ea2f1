import type { StaffRole, TeamRole, UserProfile } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { CONSOLE_NAV_ITEMS, isActiveNavItem, NAV_ITEMS, visibleNavItems } from './nav-items.ts';

const user = (
  subscription: Pick<NonNullable<UserProfile['subscription']>, 'content_types' | 'features'> | null,
  teamRole: TeamRole = 'owner',
) => ({ role: 'client', team_role: teamRole, subscription: subscription && { ...subscription } }) as UserProfile;
const labels = (profile: UserProfile) => visibleNavItems(profile).map((item) => item.labelKey);

describe('visibleNavItems', () => {
  it('shows staff the console entries their roles open, and an administrator all of them', () => {
    const staff = (staffRoles: StaffRole[]) => ({ role: 'staff', staff_roles: staffRoles }) as UserProfile;
    expect(labels(staff(['reviewer']))).toEqual(['nav.review']);
    expect(labels(staff(['finance', 'analyst']))).toEqual(['nav.payments', 'nav.analytics']);
    expect(labels(staff(['desk_editor']))).toEqual(['nav.newsDesk', 'nav.ingest', 'nav.agendaDesk', 'nav.galleriesDesk', 'nav.videosDesk']);
    expect(labels(staff(['administrator']))).toEqual(CONSOLE_NAV_ITEMS.map((item) => item.labelKey));
  });

  it('shows photos and videos only for plans with those content types, and social automation for feature 1', () => {
    expect(labels(user({ content_types: ['News'], features: [] }))).toEqual([
      'nav.news',
      'nav.savedItems',
      'nav.savedSearches',
      'nav.history',
      'nav.uploadNews',
      'nav.team',
      'nav.account',
      'nav.developer',
      'nav.feedApi',
    ]);
    expect(labels(user({ content_types: ['News', 'Photos', 'Videos'], features: [1] }))).toEqual([
      'nav.news',
      'nav.featurePhotos',
      'nav.videos',
      'nav.sociair',
      'nav.savedItems',
      'nav.savedSearches',
      'nav.history',
      'nav.uploadNews',
      'nav.team',
      'nav.account',
      'nav.developer',
      'nav.feedApi',
    ]);
  });

  it('gives each role of the media house its entries: Upload News from reporter, the account and social automation to the owner', () => {
    const premium = { content_types: ['News', 'Photos', 'Videos'], features: [1] };
    const reading = ['nav.news', 'nav.featurePhotos', 'nav.videos', 'nav.savedItems', 'nav.savedSearches', 'nav.history'];
    const documentation = ['nav.developer', 'nav.feedApi'];
    expect(labels(user(premium, 'viewer'))).toEqual([...reading, 'nav.team', ...documentation]);
    expect(labels(user(premium, 'reporter'))).toEqual([...reading, 'nav.uploadNews', 'nav.team', ...documentation]);
    expect(labels(user(premium, 'editor'))).toEqual([...reading, 'nav.uploadNews', 'nav.team', ...documentation]);
    expect(labels(user(premium, 'owner'))).toEqual([
      'nav.news',
      'nav.featurePhotos',
      'nav.videos',
      'nav.sociair',
      'nav.savedItems',
      'nav.savedSearches',
      'nav.history',
      'nav.uploadNews',
      'nav.team',
      'nav.account',
      ...documentation,
    ]);
  });

  it('hides the gated entries when there is no subscription', () => {
    expect(labels(user(null))).not.toContain('nav.featurePhotos');
    expect(labels(user(null))).not.toContain('nav.agenda');
  });

  it('shows the Agenda to every member of a house whose plan has it (feature 2), after the reading lists', () => {
    const withAgenda = { content_types: ['News', 'Photos', 'Videos'], features: [1, 2] };
    for (const role of ['owner', 'editor', 'reporter', 'viewer'] as const) {
      expect(labels(user(withAgenda, role)).slice(0, 4)).toEqual(['nav.news', 'nav.featurePhotos', 'nav.videos', 'nav.agenda']);
    }
    expect(labels(user({ content_types: ['News'], features: [1] }))).not.toContain('nav.agenda');
  });

  it('marks the Agenda on its event pages', () => {
    const agenda = NAV_ITEMS.find((entry) => entry.to === '/agenda') as (typeof NAV_ITEMS)[number];
    expect(isActiveNavItem(agenda, '/agenda/events/12')).toBe(true);
    expect(isActiveNavItem(agenda, '/admin/agenda')).toBe(false);
  });
});

describe('isActiveNavItem', () => {
  const item = (to: string) => NAV_ITEMS.find((entry) => entry.to === to) as (typeof NAV_ITEMS)[number];

  it('marks Upload News on the list and on adding, editing and showing a story', () => {
    for (const path of ['/list-news', '/add-news', '/edit-news/12', '/show-news/12'])
      expect(isActiveNavItem(item('/list-news'), path)).toBe(true);
    expect(isActiveNavItem(item('/news'), '/add-news')).toBe(false);
    expect(isActiveNavItem(item('/list-news'), '/news')).toBe(false);
  });

  it('marks an entry on its own section and the pages under it', () => {
    expect(isActiveNavItem(item('/videos'), '/videos/4/detail')).toBe(true);
    expect(isActiveNavItem(item('/sociair/login'), '/sociair/profile')).toBe(true);
    expect(isActiveNavItem(item('/news'), '/newsletter')).toBe(false);
  });

  it('marks only the console entry whose screen is open', () => {
    const entry = (to: string) => CONSOLE_NAV_ITEMS.find((item) => item.to === to) as (typeof CONSOLE_NAV_ITEMS)[number];
    expect(isActiveNavItem(entry('/admin/review'), '/admin/review/12')).toBe(true);
    expect(isActiveNavItem(entry('/admin/news'), '/admin/review/12')).toBe(false);
    expect(isActiveNavItem(entry('/admin/news'), '/admin/news/new')).toBe(true);
    expect(isActiveNavItem(entry('/admin/agenda'), '/admin/agenda/coverage')).toBe(true);
    expect(isActiveNavItem(entry('/admin/agenda'), '/admin/agenda/12')).toBe(true);
  });
});
