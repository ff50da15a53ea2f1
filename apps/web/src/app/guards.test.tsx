import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientUser, staffUser } from '../features/news-desk/testing/fixtures.ts';
import { tokenStorage } from '../lib/token-storage.ts';
import { fakeApi, json } from '../test/fake-api.ts';
import { renderRoutes } from '../test/render-routes.tsx';
import { RequireClient, RequireStaff } from './guards.tsx';
import { guestOnly } from './guest-only.ts';

const ROUTES = [
  { loader: guestOnly, children: [{ path: '/', element: <p>Login page</p> }] },
  { element: <RequireClient />, children: [{ path: '/news', element: <p>Client news</p> }] },
  { element: <RequireStaff />, children: [{ path: '/admin/*', element: <p>News desk</p> }] },
];

const signedIn = (user: typeof staffUser) =>
  fakeApi((call) => (call.path === '/api/auth/v2/profile' ? json(200, { data: user }) : undefined));

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
