import { endpoints } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientUser, staffUser } from '../../features/news-desk/testing/fixtures.ts';
import { tokenStorage } from '../../lib/token-storage.ts';
import { fakeApi, json } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { guestOnly } from '../guest-only.ts';
import { RequireClient, RequireStaff, RequireStaffArea, RequireTeamRole, StaffHome } from './guards.tsx';

const ROUTES = [
  { loader: guestOnly, children: [{ path: '/', element: <p>Login page</p> }] },
  { element: <RequireClient />, children: [{ path: '/news', element: <p>Client news</p> }] },
  { element: <RequireStaff />, children: [{ path: '/admin/*', element: <p>News desk</p> }] },
];

const signedIn = (user: typeof staffUser) =>
  fakeApi((call) => (call.path === endpoints.auth.profile.path ? json(200, { data: user }) : undefined));

describe('the two sides of the app', () => {
  beforeEach(() => tokenStorage.set('token'));

  it('sends a client who opens the console to the portal', async () => {
    signedIn(clientUser);
    const { address } = renderRoutes(ROUTES, '/admin/news/5');
    expect(await screen.findByText('Client news')).toBeInTheDocument();
    expect(address()).toBe('/news');
  });

  it('lands signed-in staff on the news desk, from login and from the client screens', async () => {
    signedIn(staffUser);
    const fromLogin = renderRoutes(ROUTES, '/');
    expect(await screen.findByText('News desk')).toBeInTheDocument();
    expect(fromLogin.address()).toBe('/admin/news');
    await fromLogin.router.navigate('/news');
    await waitFor(() => expect(fromLogin.address()).toBe('/admin/news'));
    expect(screen.queryByText('Client news')).not.toBeInTheDocument();
  });
});

describe('the parts of the staff console', () => {
  beforeEach(() => tokenStorage.set('token'));

  const CONSOLE_ROUTES = [
    {
      path: '/admin',
      element: <RequireStaff />,
      children: [
        { index: true, element: <StaffHome /> },
        { element: <RequireStaffArea area="desk" />, children: [{ path: 'news', element: <p>News desk</p> }] },
        { element: <RequireStaffArea area="review" />, children: [{ path: 'review', element: <p>Uploads review</p> }] },
        { element: <RequireStaffArea area="admin" />, children: [{ path: 'staff', element: <p>Staff</p> }] },
      ],
    },
  ];

  it('opens the console on the first part a reviewer’s role opens, and sends them there from the desk and the staff page', async () => {
    signedIn({ ...staffUser, staff_roles: ['reviewer'] });
    const { address, router } = renderRoutes(CONSOLE_ROUTES, '/admin');
    expect(await screen.findByText('Uploads review')).toBeInTheDocument();
    expect(address()).toBe('/admin/review');
    for (const refused of ['/admin/news', '/admin/staff']) {
      await router.navigate(refused);
      await waitFor(() => expect(address()).toBe('/admin/review'));
    }
    expect(screen.queryByText('News desk')).not.toBeInTheDocument();
  });

  it('lets an administrator into every part', async () => {
    signedIn(staffUser);
    const { address, router } = renderRoutes(CONSOLE_ROUTES, '/admin/staff');
    expect(await screen.findByText('Staff')).toBeInTheDocument();
    await router.navigate('/admin/review');
    expect(await screen.findByText('Uploads review')).toBeInTheDocument();
    expect(address()).toBe('/admin/review');
  });
});

describe('the screens of a role of the media house', () => {
  beforeEach(() => tokenStorage.set('token'));

  const TEAM_ROUTES = [
    { path: '/news', element: <p>Client news</p> },
    { element: <RequireTeamRole minimum="owner" />, children: [{ path: '/my-account', element: <p>My Account</p> }] },
    { element: <RequireTeamRole minimum="reporter" />, children: [{ path: '/add-news', element: <p>Add News</p> }] },
  ];

  it('sends a viewer from Upload News and a reporter from My Account to the news', async () => {
    signedIn({ ...clientUser, team_role: 'viewer' });
    const viewer = renderRoutes(TEAM_ROUTES, '/add-news');
    expect(await screen.findByText('Client news')).toBeInTheDocument();
    expect(viewer.address()).toBe('/news');
    await viewer.router.navigate('/my-account');
    await waitFor(() => expect(viewer.address()).toBe('/news'));
  });

  it('lets a reporter add news, but only the owner open My Account', async () => {
    signedIn({ ...clientUser, team_role: 'reporter' });
    const reporter = renderRoutes(TEAM_ROUTES, '/add-news');
    expect(await screen.findByText('Add News')).toBeInTheDocument();
    await reporter.router.navigate('/my-account');
    await waitFor(() => expect(reporter.address()).toBe('/news'));
  });

  it('lets the owner open both', async () => {
    signedIn({ ...clientUser, team_role: 'owner' });
    const owner = renderRoutes(TEAM_ROUTES, '/my-account');
    expect(await screen.findByText('My Account')).toBeInTheDocument();
    await owner.router.navigate('/add-news');
    expect(await screen.findByText('Add News')).toBeInTheDocument();
  });
});
