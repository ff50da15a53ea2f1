import { ITEM_KINDS, ITEM_WEB_SECTIONS } from '@portal/shared';
import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import type { CoverageSlot } from '../lib/coverage-slot.ts';
import { FullPageSpinner } from '../ui/full-page-spinner.tsx';
import { guestOnly } from './guest-only.ts';

type LazyRoute = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/** The signed-in frame and the news list, one file for the phone to fetch (app/reading-path.ts). */
const readingPath = () => import('./reading-path.ts');
/** The full texts for the screens under the main layout, which loads with the frame anyway. */
const frameTexts = () => readingPath().then((frame) => frame.i18nReady);
/** i18next and the full texts, which every screen but the sign-in one uses (the sign-in screen reads lib/shell-text.ts). */
const fullTexts = () => import('../lib/session/i18n.ts').then((module) => module.i18nReady);

/** A screen drawn with MUI (forms, settings, the console): in its theme, which loads with it (ui/mui/mui-theme.tsx). */
const screen = (load: () => Promise<LazyRoute>): Pick<RouteObject, 'lazy'> => ({
  lazy: () =>
    Promise.all([load(), fullTexts(), import('../ui/mui/mui-theme.tsx')]).then(([{ Component, element, ...route }, , { MuiTheme }]) => ({
      ...route,
      element: <MuiTheme>{Component ? <Component /> : element}</MuiTheme>,
    })),
});

/** A reading screen drawn without MUI (ui/, CSS Modules): its code and the frame's texts. */
const readingScreen = (load: () => Promise<LazyRoute>): Pick<RouteObject, 'lazy'> => ({
  lazy: () => Promise.all([load(), frameTexts()]).then(([route]) => route),
});

/** A guard of the signed-in screens (app/session/guards.tsx), which come with the signed-in frame. */
const guard = (pick: (guards: typeof import('./session/guards.tsx')) => ReactElement): Pick<RouteObject, 'lazy'> => ({
  lazy: () => readingPath().then(({ guards }) => ({ element: pick(guards) })),
});

const securityScreen = screen(() =>
  import('../features/security/components/security-page.tsx').then((m) => ({ Component: m.SecurityPage })),
);
const login: Pick<RouteObject, 'lazy'> = {
  lazy: () => import('../features/auth/sign-in/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
};
/**
 * A desk's screen with the coverage-links feature's "Delivers coverage" (features do not import each other): beside a
 * published item in its editor and on the desk's list right after publishing. The slot is a few lines fetched beside
 * the screen; the panel itself loads when it is drawn.
 */
const withCoverage = (load: () => Promise<ComponentType<{ coverage?: CoverageSlot }>>) =>
  screen(async () => {
    const [Screen, { DeliversCoverage }] = await Promise.all([
      load(),
      import('../features/coverage-links/components/delivers-coverage-slot.tsx'),
    ]);
    return { element: <Screen coverage={DeliversCoverage} /> };
  });
const newsEditor = withCoverage(() => import('../features/news-desk/components/news-editor-page.tsx').then((m) => m.NewsEditorPage));
const galleryEditor = withCoverage(() => import('../features/media-desk/components/desk-editor-page.tsx').then((m) => m.GalleryEditorPage));
const videoEditor = withCoverage(() => import('../features/media-desk/components/desk-editor-page.tsx').then((m) => m.VideoEditorPage));
const eventEditor = screen(() =>
  import('../features/agenda-desk/components/event-editor-page.tsx').then((m) => ({ Component: m.EventEditorPage })),
);
type ReadingPath = typeof import('./reading-path.ts');
/**
 * A reading list. Its loader is in the frame's module, so the router runs it as soon as that arrives: the list's
 * first answers (and the first picture) are asked for while the screen's code and texts load. Within the screen
 * (a filter, a page, an item opened over the list) the loader is not run again: the address changes at once and
 * the screen shows the previous page until the next one answers, instead of waiting for the network first.
 */
const readingList = (
  loader: (frame: ReadingPath) => LoaderFunction,
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy' | 'shouldRevalidate'> => {
  // The screen's code and the frame's texts: what the route renders once both are in.
  const screenWithTexts = () => Promise.all([load(), frameTexts()]).then(([screen]) => screen);
  return {
    lazy: { loader: () => readingPath().then(loader), Component: screenWithTexts },
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
  };
};
const news = readingList(
  (frame) => frame.startNewsScreen,
  () =>
    readingPath().then(({ NewsPage, SaveSearchButton }) => () => (
      <NewsPage listActions={(params) => <SaveSearchButton params={params} />} />
    )),
);
/** My Account with the payments feature's Transactions History under its cards: features do not import each other. */
const myAccount = screen(async () => {
  const [{ MyAccountPage }, { TransactionsHistory }] = await Promise.all([
    import('../features/account/components/my-account-page.tsx'),
    import('../features/payments/components/transactions-history.tsx'),
  ]);
  return { element: <MyAccountPage history={<TransactionsHistory />} /> };
});
/** The Team screen with the account feature's urgent-news SMS card for members: features do not import each other. */
const teamScreen = screen(async () => {
  const [{ TeamPage }, { UrgentSmsCard }] = await Promise.all([
    import('../features/team/components/team-page.tsx'),
    import('../features/account/components/urgent-sms-card.tsx'),
  ]);
  return { element: <TeamPage personal={<UrgentSmsCard />} /> };
});
/**
 * Items' web addresses (`itemWebPath`), which feeds, downloads, mails and pushes link to; a news item's ninjs
 * `associations` (its files) are named under its address and open it too.
 */
const itemAddresses: RouteObject[] = ITEM_KINDS.flatMap((kind) => {
  // Only a redirect: neither MUI nor the full texts to wait for.
  const route: Pick<RouteObject, 'lazy'> = {
    lazy: () => import('../features/content/components/item-address.tsx').then((m) => ({ element: <m.ItemAddress kind={kind} /> })),
  };
  const paths = [`${ITEM_WEB_SECTIONS[kind]}/:id`, ...(kind === 'news' ? [`${ITEM_WEB_SECTIONS.news}/:id/files/:fileId`] : [])];
  return paths.map((path) => ({ path, ...route }));
});
/** The app's query cache for the routes under it (app/session/query-root.tsx): alone for the guest screens, in the signed-in frame for the others. */
const queryRoot: Pick<RouteObject, 'lazy'> = { lazy: () => import('./session/query-root.tsx').then((m) => ({ Component: m.QueryRoot })) };
const signedInQueryRoot: Pick<RouteObject, 'lazy'> = { lazy: () => readingPath().then((m) => ({ Component: m.QueryRoot })) };

const appRoutes: RouteObject[] = [
  {
    lazy: () => import('./layouts/guest/guest-layout.tsx').then((m) => ({ Component: m.GuestLayout })),
    // While a stored session's profile is asked (guestOnly), as the main layout does.
    HydrateFallback: FullPageSpinner,
    children: [
      {
        loader: guestOnly,
        children: [
          { path: '/', ...login },
          { path: '/login', ...login },
        ],
      },
      {
        ...queryRoot,
        children: [
          {
            path: '/register',
            ...screen(() => import('../features/auth/components/register-page.tsx').then((m) => ({ Component: m.RegisterPage }))),
          },
          {
            path: '/forget-password',
            ...screen(() =>
              import('../features/auth/components/forget-password-page.tsx').then((m) => ({ Component: m.ForgetPasswordPage })),
            ),
          },
          {
            path: '/verify-email/:userId/:slug/:expires',
            ...screen(() => import('../features/auth/components/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage }))),
          },
          // Saved searches: the unsubscribe link of an alert mail works signed out.
          {
            path: '/unsubscribe/:token',
            ...screen(() =>
              import('../features/saved-searches/components/unsubscribe-page.tsx').then((m) => ({ Component: m.UnsubscribePage })),
            ),
          },
          {
            path: '/create-password',
            ...screen(() =>
              import('../features/auth/components/create-password-page.tsx').then((m) => ({ Component: m.CreatePasswordPage })),
            ),
          },
        ],
      },
    ],
  },
  {
    ...signedInQueryRoot,
    children: [
      // An item's print layout: no app frame, for paper.
      ...ITEM_KINDS.map((kind) => ({
        path: `${ITEM_WEB_SECTIONS[kind]}/:id/print`,
        ...screen(() =>
          import('../features/content/components/print/item-print-page.tsx').then((m) => ({ element: <m.ItemPrintPage kind={kind} /> })),
        ),
      })),
      {
        lazy: () => Promise.all([readingPath(), frameTexts()]).then(([{ MainLayout }]) => ({ Component: MainLayout })),
        // While a first visit's screen code and answers load (the /news route asks for its list at once), as the layout does for the profile.
        HydrateFallback: FullPageSpinner,
        children: [
          // Two factors: open to every signed-in person, also one who must set a factor up before anything else
          { path: '/security', ...securityScreen },
          {
            path: '/change-password',
            ...screen(() =>
              import('../features/auth/components/change-password-page.tsx').then((m) => ({ Component: m.ChangePasswordPage })),
            ),
          },
          {
            ...guard(({ RequireClient }) => <RequireClient />),
            children: [
              {
                ...guard(({ RequireChangedPassword }) => <RequireChangedPassword />),
                children: [
                  { path: '/news', ...news },
                  ...itemAddresses,
                  {
                    path: '/demo',
                    ...screen(() =>
                      import('../features/developer/components/developer-guide-page.tsx').then((m) => ({
                        Component: m.DeveloperGuidePage,
                      })),
                    ),
                  },
                  {
                    path: '/feed-api',
                    ...screen(() =>
                      import('../features/developer/components/feed-api-page.tsx').then((m) => ({ Component: m.FeedApiPage })),
                    ),
                  },
                  {
                    path: '/feature-photos',
                    ...readingList(
                      (frame) => frame.startPhotosScreen,
                      () => import('../features/content/components/photos/feature-photos-page.tsx').then((m) => m.FeaturePhotosPage),
                    ),
                  },
                  {
                    path: '/videos',
                    ...readingList(
                      (frame) => frame.startVideosScreen,
                      () => import('../features/content/components/videos/videos-page.tsx').then((m) => m.VideosPage),
                    ),
                  },
                  {
                    path: '/videos/:id/detail',
                    ...readingScreen(() =>
                      import('../features/content/item/videos/video-detail-page.tsx').then((m) => ({ Component: m.VideoDetailPage })),
                    ),
                  },
                  { path: '/sociair', ...news },
                  // The Agenda: events the agency plans to cover (a plan with the Agenda; the server refuses others)
                  {
                    path: '/agenda',
                    ...readingScreen(() =>
                      import('../features/agenda/components/agenda-page.tsx').then((m) => ({ Component: m.AgendaPage })),
                    ),
                  },
                  {
                    path: '/agenda/events/:id',
                    ...readingScreen(() =>
                      import('../features/agenda/components/event-page.tsx').then((m) => ({ Component: m.EventPage })),
                    ),
                  },
                  {
                    path: '/activities',
                    ...screen(() =>
                      import('../features/content/components/activity/activity-page.tsx').then((m) => ({ Component: m.ActivityPage })),
                    ),
                  },
                  // Saved searches
                  {
                    path: '/saved-searches',
                    ...screen(() =>
                      import('../features/saved-searches/components/saved-searches-page.tsx').then((m) => ({
                        Component: m.SavedSearchesPage,
                      })),
                    ),
                  },
                  // Saved items
                  {
                    path: '/saved',
                    ...screen(() =>
                      import('../features/saved-items/components/saved-items-page.tsx').then((m) => ({ Component: m.SavedItemsPage })),
                    ),
                  },
                  // Media-house teams: every member, each sees what their role has
                  {
                    path: '/team',
                    ...teamScreen,
                  },
                  // what only the media house's owner may open (plugins/access-policy.ts on the server)
                  {
                    ...guard(({ RequireTeamRole }) => <RequireTeamRole minimum="owner" />),
                    children: [
                      { path: '/my-account', ...myAccount },
                      {
                        path: '/subscription-plans',
                        ...screen(() =>
                          import('../features/payments/components/subscription-plans-page.tsx').then((m) => ({
                            Component: m.SubscriptionPlansPage,
                          })),
                        ),
                      },
                      {
                        path: '/payment/bill',
                        ...screen(() =>
                          import('../features/payments/components/invoice-page.tsx').then((m) => ({ Component: m.InvoicePage })),
                        ),
                      },
                      {
                        ...guard(({ RequireSociair }) => <RequireSociair connected={false} />),
                        children: [
                          {
                            path: '/sociair/login',
                            ...screen(() =>
                              import('../features/sociair/components/sociair-login-page.tsx').then((m) => ({
                                Component: m.SociairLoginPage,
                              })),
                            ),
                          },
                        ],
                      },
                      {
                        ...guard(({ RequireSociair }) => <RequireSociair connected />),
                        children: [
                          {
                            path: '/sociair/profile',
                            ...screen(() =>
                              import('../features/sociair/components/sociair-profile-page.tsx').then((m) => ({
                                Component: m.SociairProfilePage,
                              })),
                            ),
                          },
                        ],
                      },
                    ],
                  },
                  // Upload News: reporters, editors and the owner
                  {
                    ...guard(({ RequireTeamRole }) => <RequireTeamRole minimum="reporter" />),
                    children: [
                      {
                        path: '/add-news',
                        ...screen(() =>
                          import('../features/uploads/components/add-news-page.tsx').then((m) => ({ Component: m.AddNewsPage })),
                        ),
                      },
                      {
                        path: '/list-news',
                        ...screen(() =>
                          import('../features/uploads/components/own-news-page.tsx').then((m) => ({ Component: m.OwnNewsPage })),
                        ),
                      },
                      {
                        path: '/edit-news/:id',
                        ...screen(() =>
                          import('../features/uploads/components/edit-news-page.tsx').then((m) => ({ Component: m.EditNewsPage })),
                        ),
                      },
                      {
                        path: '/show-news/:id',
                        ...screen(() =>
                          import('../features/uploads/components/show-news-page.tsx').then((m) => ({ Component: m.ShowNewsPage })),
                        ),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            path: '/admin',
            ...guard(({ RequireStaff }) => <RequireStaff />),
            children: [
              {
                ...guard(({ RequireChangedPassword }) => <RequireChangedPassword />),
                children: [
                  { index: true, ...guard(({ StaffHome }) => <StaffHome />) },
                  { path: 'security', ...securityScreen },
                  // Each part of the console opens to the staff roles that reach it (the server's access levels staff:<area>)
                  {
                    ...guard(({ RequireStaffArea }) => <RequireStaffArea area="desk" />),
                    children: [
                      {
                        path: 'news',
                        ...withCoverage(() => import('../features/news-desk/components/news-desk-page.tsx').then((m) => m.NewsDeskPage)),
                      },
                      { path: 'news/new', ...newsEditor },
                      { path: 'news/:id', ...newsEditor },
                      {
                        path: 'galleries',
                        ...withCoverage(() =>
                          import('../features/media-desk/components/media-desk-page.tsx').then((m) => m.GalleriesDeskPage),
                        ),
                      },
                      { path: 'galleries/new', ...galleryEditor },
                      { path: 'galleries/:id', ...galleryEditor },
                      {
                        path: 'videos',
                        ...withCoverage(() =>
                          import('../features/media-desk/components/media-desk-page.tsx').then((m) => m.VideosDeskPage),
                        ),
                      },
                      { path: 'videos/new', ...videoEditor },
                      { path: 'videos/:id', ...videoEditor },
                      {
                        path: 'agenda',
                        ...screen(() =>
                          import('../features/agenda-desk/components/agenda-desk-page.tsx').then((m) => ({ Component: m.AgendaDeskPage })),
                        ),
                      },
                      {
                        path: 'agenda/coverage',
                        ...screen(() =>
                          import('../features/agenda-desk/components/coverage-board-page.tsx').then((m) => ({
                            Component: m.CoverageBoardPage,
                          })),
                        ),
                      },
                      { path: 'agenda/new', ...eventEditor },
                      { path: 'agenda/:id', ...eventEditor },
                      {
                        path: 'ingest',
                        ...screen(() => import('../features/ingest/components/ingest-page.tsx').then((m) => ({ Component: m.IngestPage }))),
                      },
                    ],
                  },
                  {
                    ...guard(({ RequireStaffArea }) => <RequireStaffArea area="review" />),
                    children: [
                      {
                        path: 'review',
                        ...screen(() =>
                          import('../features/review/components/review-queue-page.tsx').then((m) => ({ Component: m.ReviewQueuePage })),
                        ),
                      },
                      {
                        path: 'review/:id',
                        ...screen(() =>
                          import('../features/review/components/review-item-page.tsx').then((m) => ({ Component: m.ReviewItemPage })),
                        ),
                      },
                    ],
                  },
                  {
                    ...guard(({ RequireStaffArea }) => <RequireStaffArea area="clients" />),
                    children: [
                      {
                        path: 'clients',
                        ...screen(() =>
                          import('../features/clients-admin/components/clients-page.tsx').then((m) => ({ Component: m.ClientsPage })),
                        ),
                      },
                      {
                        path: 'clients/:id',
                        ...screen(() =>
                          import('../features/clients-admin/components/client-detail-page.tsx').then((m) => ({
                            Component: m.ClientDetailPage,
                          })),
                        ),
                      },
                    ],
                  },
                  {
                    ...guard(({ RequireStaffArea }) => <RequireStaffArea area="finance" />),
                    children: [
                      {
                        path: 'payments',
                        ...screen(() =>
                          import('../features/payments-admin/components/payments-page.tsx').then((m) => ({ Component: m.PaymentsPage })),
                        ),
                      },
                      {
                        path: 'payments/:id',
                        // The payments feature's invoice, so the staff see and print the bill the client prints: features do not import each other.
                        ...screen(async () => {
                          const [{ PaymentDetailPage }, { InvoiceDocument }, { printInvoice }] = await Promise.all([
                            import('../features/payments-admin/components/payment-detail-page.tsx'),
                            import('../features/payments/components/invoice-document.tsx'),
                            import('../features/payments/components/print-invoice.ts'),
                          ]);
                          return {
                            element: (
                              <PaymentDetailPage
                                renderInvoice={(invoice) => <InvoiceDocument invoice={invoice} headingLevel="h3" />}
                                print={printInvoice}
                              />
                            ),
                          };
                        }),
                      },
                    ],
                  },
                  {
                    ...guard(({ RequireStaffArea }) => <RequireStaffArea area="analytics" />),
                    children: [
                      {
                        path: 'analytics',
                        ...screen(() =>
                          import('../features/analytics/components/analytics-page.tsx').then((m) => ({ Component: m.AnalyticsPage })),
                        ),
                      },
                    ],
                  },
                  {
                    ...guard(({ RequireStaffArea }) => <RequireStaffArea area="admin" />),
                    children: [
                      {
                        path: 'staff',
                        ...screen(() =>
                          import('../features/staff-admin/components/staff-page.tsx').then((m) => ({ Component: m.StaffPage })),
                        ),
                      },
                      {
                        path: 'settings',
                        ...screen(() =>
                          import('../features/lookups-admin/components/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
                        ),
                      },
                      {
                        path: 'audit',
                        ...screen(() => import('../features/audit/components/audit-page.tsx').then((m) => ({ Component: m.AuditPage }))),
                      },
                    ],
                  },
                  { path: '*', ...guard(({ StaffHome }) => <StaffHome />) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', ...screen(() => import('../features/auth/components/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage }))) },
];

export const createRouter = () => createBrowserRouter(appRoutes);
