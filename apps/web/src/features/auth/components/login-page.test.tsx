import { messages } from '@portal/shared';
import { screen } from '@testing-library/react';
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
    if (call.path === '/api/auth/v2/profile') return json(200, { data: { id: 7, role: 'client', new_token: 1 } });
    if (call.path !== '/api/auth/v2/login') return undefined;
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
