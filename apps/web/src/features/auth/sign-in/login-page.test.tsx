import { type Device, endpoints, messages } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { LoginPage } from './login-page.tsx';

const PASSWORD = 'demo#2026';
const REFUSAL = 'These credentials do not match our records.';
const ROUTES = [
  { path: '/', element: <LoginPage /> },
  { path: '/news', element: <p>Client news</p> },
];

/** The login and profile calls of a portal that knows one password. */
function portal() {
  return fakeApi((call) => {
    if (call.path === endpoints.auth.profile.path) return json(200, { data: { id: 7, role: 'client', new_token: 1 } });
    if (call.path !== endpoints.auth.login.path) return undefined;
    if ((call.body as { password: string }).password !== PASSWORD) return json(401, { message: REFUSAL });
    return json(200, { message: 'ok', data: { access_token: 'new-token', token_type: 'Bearer', expires_at: '2030-01-01', new_token: 1 } });
  });
}

describe('the login form', () => {
  it('checks the fields by the shared rules on submit, and each again as it changes', async () => {
    const calls = portal();
    renderRoutes(ROUTES, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.requiredField('Password'))).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/Email/), 'client@example.com');
    expect(screen.queryByText(messages.emailInvalid)).not.toBeInTheDocument();
    expect(screen.getByText(messages.requiredField('Password'))).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a refusal under the email and signs in with the right password', async () => {
    const calls = portal();
    const { address } = renderRoutes(ROUTES, '/');
    await userEvent.type(await screen.findByLabelText(/Email/), 'client@example.com');
    await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/Password/, { selector: 'input' })).toHaveAttribute('type', 'text');
    await userEvent.clear(screen.getByLabelText(/Password/, { selector: 'input' }));
    await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Client news')).toBeInTheDocument();
    expect(address()).toBe('/news');
    expect(tokenStorage.get()).toBe('new-token');
    expect(calls.at(-2)?.body).toEqual({ email: 'client@example.com', password: PASSWORD, rememberMe: true });
  });
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const device = (id: number, name: string, browser: string, deviceName: string | null = null): Device => ({
  id,
  member: { id: id * 10, full_name: name },
  name: deviceName,
  browser,
  system: 'Windows',
  signed_in_at: '2026-11-20T06:00:00Z',
  last_active_at: minutesAgo(5),
  current: false,
});
const DEVICES = [device(31, 'Sita Sharma', 'Chrome 140'), device(32, 'Ram Thapa', 'Firefox 133', 'Newsroom PC')];

/** A media house whose 2 screens are in use: the login is refused until it names a device to sign out. */
function fullHouse() {
  return fakeApi((call) => {
    if (call.path === endpoints.auth.profile.path) return json(200, { data: { id: 7, role: 'client', new_token: 1 } });
    if (call.path !== endpoints.auth.login.path) return undefined;
    if ((call.body as { replace_session?: number }).replace_session === undefined) {
      return json(409, { message: messages.screensInUse(2), data: { screens: 2, devices: DEVICES } });
    }
    return json(200, { message: 'ok', data: { access_token: 'new-token', token_type: 'Bearer', expires_at: '2030-01-01', new_token: 1 } });
  });
}

async function submitLogin() {
  await userEvent.type(await screen.findByLabelText(/Email/), 'client@example.com');
  await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('every screen of the plan in use', () => {
  it('lists the devices, signs the one chosen out and signs in', async () => {
    const calls = fullHouse();
    const { address } = renderRoutes(ROUTES, '/');
    await submitLogin();
    const dialog = await screen.findByRole('dialog', { name: 'All screens are in use' });
    expect(dialog).toHaveAccessibleDescription(messages.screensInUse(2));
    const list = within(dialog).getByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sita Sharma');
    expect(items[0]).toHaveTextContent('Chrome 140 · Windows');
    // A named device leads with the name its person gave it, then whose it is, its browser and system.
    expect(within(items[1] as HTMLElement).getByText('Newsroom PC')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Ram Thapa · Firefox 133 · Windows');
    expect(items[1]).toHaveTextContent('Last active: 5 minutes ago');
    expect(items[1]).toHaveTextContent(/Signed in: Nov 20, 2026/);
    const signOut = within(items[1] as HTMLElement).getByRole('button', { name: 'Sign out this device' });
    expect(signOut).toHaveAccessibleDescription(/Ram Thapa/);
    await userEvent.click(signOut);
    expect(await screen.findByText('Client news')).toBeInTheDocument();
    expect(address()).toBe('/news');
    expect(tokenStorage.get()).toBe('new-token');
    const logins = calls.filter((call) => call.path === endpoints.auth.login.path);
    expect(logins.map((call) => call.body)).toEqual([
      { email: 'client@example.com', password: PASSWORD, rememberMe: false },
      { email: 'client@example.com', password: PASSWORD, rememberMe: false, replace_session: 32 },
    ]);
  });

  it('stays on the sign-in screen when the reader cancels', async () => {
    const calls = fullHouse();
    const { address } = renderRoutes(ROUTES, '/');
    await submitLogin();
    const dialog = await screen.findByRole('dialog', { name: 'All screens are in use' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/');
    expect(tokenStorage.get()).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(calls.filter((call) => call.path === endpoints.auth.login.path)).toHaveLength(1);
  });
});
