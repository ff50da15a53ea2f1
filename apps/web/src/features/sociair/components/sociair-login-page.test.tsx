import { messages, type SociairAccount } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireSociair } from '../../../app/session/guards.tsx';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { linkedAccount, signedInUser } from '../testing/fixtures.ts';
import { SociairLoginPage } from './sociair-login-page.tsx';

const notices = catchNoticeMessages();

const BASE = '/api/auth/v2/client/sociair';
const PASSWORD = 'right-password';
const CODE = '123456';

/** The portal and the service as the screen sees them: the account linked or not, and whether login asks for a 2FA code. */
function openLogin({ account = null as SociairAccount | null, twofa = false } = {}) {
  const state = { account, connected: false };
  const calls = fakeApi((call) => {
    const body = call.body as Record<string, string> | undefined;
    switch (`${call.method} ${call.path}`) {
      case 'GET /api/auth/v2/profile':
        return json(200, { data: { ...signedInUser, sociair_connected_check: state.connected } });
      case `GET ${BASE}/account`:
        return json(200, { data: state.account });
      case `POST ${BASE}/find-tenant`:
        if (body?.username !== linkedAccount.username) {
          return json(422, { message: 'Invalid data', errors: { username: [messages.sociairAccountNotFound] } });
        }
        state.account = linkedAccount;
        return json(200, { message: messages.sociairAccountLinked, data: linkedAccount });
      case `POST ${BASE}/login`:
        if (body?.password !== PASSWORD)
          return json(422, { message: 'Invalid data', errors: { password: [messages.sociairWrongPassword] } });
        if (twofa && body.twofa_token !== CODE) {
          const wrong = body.twofa_token ? messages.sociairTwofaWrong : messages.sociairTwofaRequired;
          return json(422, { message: 'Invalid data', errors: { twofa_token: [wrong] } });
        }
        state.connected = true;
        return json(200, { message: messages.sociairLoggedIn, data: { ...linkedAccount, connected: true } });
      case `POST ${BASE}/unlink`:
        state.account = null;
        return json(200, { message: messages.sociairAccountUnlinked });
    }
  });
  const view = renderRoutes(
    [
      { element: <RequireSociair connected={false} />, children: [{ path: '/sociair/login', element: <SociairLoginPage /> }] },
      { element: <RequireSociair connected />, children: [{ path: '/sociair/profile', element: <p>Sociair profile page</p> }] },
    ],
    '/sociair/login',
  );
  return { ...view, calls };
}

const sent = (calls: { path: string; body: unknown }[], endpoint: string) =>
  calls.filter((call) => call.path === `${BASE}/${endpoint}`).map((call) => call.body);

beforeEach(() => {
  notices.length = 0;
  tokenStorage.set('portal-token');
});

describe('SociairLoginPage', () => {
  it('connects: the server’s refusal under the field, then the linked notice and the Login step with the account read-only', async () => {
    const user = userEvent.setup();
    const { calls } = openLogin();
    const username = await screen.findByLabelText(/^Username or mobile/);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(username).toHaveAccessibleDescription('Username or mobile is required');

    await user.type(username, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription(messages.sociairAccountNotFound));
    expect(username).toHaveAttribute('aria-invalid', 'true');

    await user.clear(username);
    await user.type(username, linkedAccount.username);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
    expect(notices).toEqual([messages.sociairAccountLinked]);
    expect(screen.getByLabelText('Username')).toHaveValue(linkedAccount.username);
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Account name')).toHaveValue(linkedAccount.name);
    expect(screen.getByLabelText('Account name')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Username or mobile/)).not.toBeInTheDocument();
    expect(sent(calls, 'find-tenant')).toEqual([{ username: 'nobody' }, { username: linkedAccount.username }]);
  });

  it('logs in: a wrong password under its field, the code field once the service asks, then the profile screen', async () => {
    const user = userEvent.setup();
    const { calls, address } = openLogin({ account: linkedAccount, twofa: true });
    const password = await screen.findByLabelText(/^Password/);
    expect(screen.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();

    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(messages.sociairWrongPassword));

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const code = await screen.findByLabelText(/^Verification code/);
    expect(code).toHaveAccessibleDescription(messages.sociairTwofaRequired);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, CODE);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Sociair profile page')).toBeInTheDocument();
    expect(address()).toBe('/sociair/profile');
    expect(notices).toEqual([messages.sociairLoggedIn]);
    expect(sent(calls, 'login')).toEqual([{ password: 'wrong' }, { password: PASSWORD }, { password: PASSWORD, twofa_token: CODE }]);
  });

  it('keeps the code field shown for the next tries, and says when the service session ended', async () => {
    const user = userEvent.setup();
    const { calls } = openLogin({ account: { ...linkedAccount, needs_login: true }, twofa: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.sociairNeedsLogin);

    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const code = await screen.findByLabelText(/^Verification code/);
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(code).toHaveAccessibleDescription(messages.sociairTwofaRule);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByLabelText(/^Verification code/)).toHaveAccessibleDescription(messages.sociairTwofaWrong));
    expect(sent(calls, 'login')).toEqual([{ password: PASSWORD }, { password: PASSWORD, twofa_token: '654321' }]);
  });

  it('resets the account after asking, and starts again at Connect', async () => {
    const user = userEvent.setup();
    const { calls } = openLogin({ account: linkedAccount });
    await user.click(await screen.findByRole('button', { name: 'Do you want reset your Account ?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset account' });
    expect(sent(calls, 'unlink')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByLabelText(/^Username or mobile/)).toBeInTheDocument();
    expect(notices).toEqual([messages.sociairAccountUnlinked]);
    expect(calls.filter((call) => call.path === `${BASE}/unlink`).map((call) => call.method)).toEqual(['POST']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
