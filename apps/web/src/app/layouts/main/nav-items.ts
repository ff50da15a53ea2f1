import {
  FEATURE_AGENDA,
  FEATURE_SOCIAL_AUTOMATION,
  type StaffArea,
  staffRolesReach,
  type TeamRole,
  teamRoleReaches,
  type UserProfile,
} from '@portal/shared';
import type { IconName } from '../../../ui/icon-paths.ts';

export type NavItem = {
  to: string;
  labelKey: `nav.${string}`;
  icon: IconName;
  shown?: (user: UserProfile) => boolean;
  /** Other sections of the app that belong to this entry (Upload News: adding, editing and showing a story). */
  sections?: readonly string[];
};

const includesContent = (type: string) => (user: UserProfile) => user.subscription?.content_types.includes(type) ?? false;
/** The plan has the feature (social automation, the Agenda). */
const includesFeature = (feature: number) => (user: UserProfile) => user.subscription?.features.includes(feature) ?? false;
/** The person's role in their media house reaches `role` (the server's access policy decides the same). */
const roleReaches = (role: TeamRole) => (user: UserProfile) => teamRoleReaches(user.team_role, role);

/** The drawer entries of SPEC.md §2 Main layout, with their gating by plan and by role in the media house. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/news', labelKey: 'nav.news', icon: 'newspaper' },
  { to: '/feature-photos', labelKey: 'nav.featurePhotos', icon: 'photoLibrary', shown: includesContent('Photos') },
  { to: '/videos', labelKey: 'nav.videos', icon: 'videoLibrary', shown: includesContent('Videos') },
  // The events the agency plans to cover (its event pages are under it): plans with the Agenda.
  { to: '/agenda', labelKey: 'nav.agenda', icon: 'calendarMonth', shown: includesFeature(FEATURE_AGENDA) },
  {
    to: '/sociair/login',
    labelKey: 'nav.sociair',
    icon: 'share',
    sections: ['/sociair'],
    shown: (user) => roleReaches('owner')(user) && includesFeature(FEATURE_SOCIAL_AUTOMATION)(user),
  },
  { to: '/saved', labelKey: 'nav.savedItems', icon: 'bookmarkBorder' },
  { to: '/saved-searches', labelKey: 'nav.savedSearches', icon: 'bookmarksOutlined' },
  { to: '/activities', labelKey: 'nav.history', icon: 'history' },
  {
    to: '/list-news',
    labelKey: 'nav.uploadNews',
    icon: 'upload',
    sections: ['/add-news', '/edit-news', '/show-news'],
    shown: roleReaches('reporter'),
  },
  { to: '/team', labelKey: 'nav.team', icon: 'groups' },
  { to: '/my-account', labelKey: 'nav.account', icon: 'accountCircle', shown: roleReaches('owner') },
  // The developer guide and the Feed API's page are documentation: every member may read them (the keys are on My Account).
  { to: '/demo', labelKey: 'nav.developer', icon: 'code' },
  { to: '/feed-api', labelKey: 'nav.feedApi', icon: 'api' },
];

/** The staff console's entries, each in the part of the console (`area`) whose roles see it. */
export const CONSOLE_NAV_ITEMS: readonly (NavItem & { area: StaffArea })[] = [
  { to: '/admin/news', labelKey: 'nav.newsDesk', icon: 'newspaper', area: 'desk' },
  { to: '/admin/review', labelKey: 'nav.review', icon: 'factCheck', area: 'review' },
  { to: '/admin/ingest', labelKey: 'nav.ingest', icon: 'cloudDone', area: 'desk' },
  { to: '/admin/agenda', labelKey: 'nav.agendaDesk', icon: 'calendarMonth', area: 'desk' },
  { to: '/admin/galleries', labelKey: 'nav.galleriesDesk', icon: 'photoLibrary', area: 'desk' },
  { to: '/admin/videos', labelKey: 'nav.videosDesk', icon: 'videoLibrary', area: 'desk' },
  { to: '/admin/clients', labelKey: 'nav.clients', icon: 'people', area: 'clients' },
  { to: '/admin/payments', labelKey: 'nav.payments', icon: 'receipt', area: 'finance' },
  { to: '/admin/analytics', labelKey: 'nav.analytics', icon: 'barChart', area: 'analytics' },
  { to: '/admin/staff', labelKey: 'nav.staff', icon: 'badge', area: 'admin' },
  { to: '/admin/settings', labelKey: 'nav.settings', icon: 'settings', area: 'admin' },
  { to: '/admin/audit', labelKey: 'nav.audit', icon: 'history', area: 'admin' },
];

export const visibleNavItems = (user: UserProfile): readonly NavItem[] =>
  user.role === 'staff'
    ? CONSOLE_NAV_ITEMS.filter((item) => staffRolesReach(user.staff_roles, item.area))
    : NAV_ITEMS.filter((item) => item.shown?.(user) ?? true);

/** Whether the entry is the one the reader is in: its own page or anything under one of its sections. */
export function isActiveNavItem(item: Pick<NavItem, 'to' | 'sections'>, pathname: string): boolean {
  const sections = [item.to, ...(item.sections ?? [])];
  return pathname === item.to || sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
