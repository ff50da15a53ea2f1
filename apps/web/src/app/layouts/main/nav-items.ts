import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Api from '@mui/icons-material/Api';
import BarChart from '@mui/icons-material/BarChart';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import Code from '@mui/icons-material/Code';
import FactCheck from '@mui/icons-material/FactCheck';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import Newspaper from '@mui/icons-material/Newspaper';
import People from '@mui/icons-material/People';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Settings from '@mui/icons-material/Settings';
import Share from '@mui/icons-material/Share';
import Upload from '@mui/icons-material/Upload';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import { FEATURE_SOCIAL_AUTOMATION, type TeamRole, teamRoleReaches, type UserProfile } from '@portal/shared';

export type NavItem = {
  to: string;
  labelKey: `nav.${string}`;
  icon: SvgIconComponent;
  shown?: (user: UserProfile) => boolean;
  /** Other sections of the app that belong to this entry (Upload News: adding, editing and showing a story). */
  sections?: readonly string[];
};

const includesContent = (type: string) => (user: UserProfile) => user.subscription?.content_types.includes(type) ?? false;
/** The person's role in their media house reaches `role` (issue 22; the server's access policy decides the same). */
const roleReaches = (role: TeamRole) => (user: UserProfile) => teamRoleReaches(user.team_role, role);

/** The drawer entries of SPEC.md §2 Main layout, with their gating by plan and by role in the media house. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/news', labelKey: 'nav.news', icon: Newspaper },
  { to: '/feature-photos', labelKey: 'nav.featurePhotos', icon: PhotoLibrary, shown: includesContent('Photos') },
  { to: '/videos', labelKey: 'nav.videos', icon: VideoLibrary, shown: includesContent('Videos') },
  {
    to: '/sociair/login',
    labelKey: 'nav.sociair',
    icon: Share,
    sections: ['/sociair'],
    shown: (user) => roleReaches('owner')(user) && (user.subscription?.features.includes(FEATURE_SOCIAL_AUTOMATION) ?? false),
  },
  { to: '/saved', labelKey: 'nav.savedItems', icon: BookmarkBorder },
  { to: '/saved-searches', labelKey: 'nav.savedSearches', icon: BookmarksOutlined },
  { to: '/activities', labelKey: 'nav.history', icon: History },
  {
    to: '/list-news',
    labelKey: 'nav.uploadNews',
    icon: Upload,
    sections: ['/add-news', '/edit-news', '/show-news'],
    shown: roleReaches('reporter'),
  },
  { to: '/team', labelKey: 'nav.team', icon: Groups },
  { to: '/my-account', labelKey: 'nav.account', icon: AccountCircle, shown: roleReaches('owner') },
  // The developer guide and the Feed API's page are documentation: every member may read them (the keys are on My Account).
  { to: '/demo', labelKey: 'nav.developer', icon: Code },
  { to: '/feed-api', labelKey: 'nav.feedApi', icon: Api },
];

/** The staff console's entries. */
export const CONSOLE_NAV_ITEMS: readonly NavItem[] = [
  { to: '/admin/news', labelKey: 'nav.newsDesk', icon: Newspaper },
  { to: '/admin/review', labelKey: 'nav.review', icon: FactCheck },
  { to: '/admin/galleries', labelKey: 'nav.galleriesDesk', icon: PhotoLibrary },
  { to: '/admin/videos', labelKey: 'nav.videosDesk', icon: VideoLibrary },
  { to: '/admin/clients', labelKey: 'nav.clients', icon: People },
  { to: '/admin/analytics', labelKey: 'nav.analytics', icon: BarChart },
  { to: '/admin/settings', labelKey: 'nav.settings', icon: Settings },
];

export const visibleNavItems = (user: UserProfile) =>
  user.role === 'staff' ? CONSOLE_NAV_ITEMS : NAV_ITEMS.filter((item) => item.shown?.(user) ?? true);

/** Whether the entry is the one the reader is in: its own page or anything under one of its sections. */
export function isActiveNavItem(item: Pick<NavItem, 'to' | 'sections'>, pathname: string): boolean {
  const sections = [item.to, ...(item.sections ?? [])];
  return pathname === item.to || sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
