import { messages } from '@portal/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/session/i18n.ts';
import { StepUpDialog } from './step-up-dialog.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

describe('the step-up dialog', () => {
  it('asks a person without a factor for the password, shows a refusal in place, and answers confirmed once it holds', async () => {
    const done = vi.fn();
    fetchMock
      .mockResolvedValueOnce(json(422, { message: messages.badCredentials, errors: { password: [messages.badCredentials] } }))
      .mockResolvedValueOnce(json(200, { message: messages.steppedUp, data: { until: '2026-12-01T10:10:00.000Z' } }));
    render(<StepUpDialog methods={['password']} onDone={done} />);
    expect(screen.getByRole('dialog', { name: 'Confirm it is you' })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Your password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.badCredentials)).toBeVisible();
    expect(done).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/Your password/));
    await userEvent.type(screen.getByLabelText(/Your password/), 'secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(true));
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/auth/v2/step-up');
    expect(JSON.parse(String(init.body))).toEqual({ method: 'password', password: 'secret#123' });
  });

  it('offers the app first, a recovery code instead, and cancelling answers not confirmed', async () => {
    const done = vi.fn();
    render(<StepUpDialog methods={['totp', 'recovery']} onDone={done} />);
    expect(screen.getByLabelText(/Code from the app/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByLabelText(/Recovery code/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(done).toHaveBeenCalledWith(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
