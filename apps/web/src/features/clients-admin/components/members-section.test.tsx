import { endpoints, messages, pathWith } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { clientDetail, teamOverview } from '../testing/fixtures.ts';
import { MembersSection } from './members-section.tsx';

const notices = catchNoticeMessages();

const MEMBERS = '/api/v1/clients/7/members';

function showMembers(answer: (call: Call) => Response | undefined = () => undefined, client = clientDetail()) {
  const calls = fakeApi((call) => answer(call) ?? (call.path === MEMBERS ? json(200, { data: teamOverview() }) : undefined));
  renderRoutes([{ path: '*', element: <MembersSection client={client} /> }], '/admin/clients/7');
  return calls;
}

const onPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    // The theme's colour-scheme watcher still uses the older names.
    addListener: () => undefined,
    removeListener: () => undefined,
  }));

const card = () => screen.getByRole('region', { name: 'Members' });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  notices.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  return changeLanguage('en');
});

describe('MembersSection', () => {
  it('shows the screens in use, every member in a table and the pending invitations', async () => {
    showMembers();
    expect(within(card()).getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(card()).getByText('Screens in use: 3 of 5')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    const owner = rowOf('Himal Times');
    expect(owner).toHaveTextContent('desk@himaltimes.example');
    expect(owner).toHaveTextContent('Owner');
    expect(owner).toHaveTextContent('Jan 5, 2026');
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();

    const editor = rowOf('Gita Rai');
    expect(editor).toHaveTextContent('Editor');
    expect(within(editor).getAllByRole('cell')[4]).toHaveTextContent('2');
    expect(within(editor).getByRole('button', { name: 'Suspend Gita Rai' })).toBeInTheDocument();
    expect(within(editor).queryByText('Suspended')).not.toBeInTheDocument();

    const reporter = rowOf('Hari KC');
    expect(reporter).toHaveTextContent('Suspended');
    expect(reporter).toHaveTextContent('Never');
    expect(within(reporter).getByRole('button', { name: 'Reactivate Hari KC' })).toBeInTheDocument();

    const invitations = within(card()).getByRole('region', { name: 'Pending invitations' });
    expect(invitations).toHaveTextContent('Maya Tamang');
    expect(invitations).toHaveTextContent('maya@himaltimes.example');
    expect(invitations).toHaveTextContent('Viewer');
    expect(invitations).toHaveTextContent('Invited Mar 1, 2026 · expires Mar 8, 2026');
  });

  it('suspends one member only after asking, then fetches the members again', async () => {
    let suspended = false;
    const calls = showMembers((call) => {
      if (call.method === 'POST') {
        suspended = true;
        return json(200, { message: messages.clientSuspended });
      }
      if (call.path === MEMBERS && suspended) {
        const team = teamOverview();
        return json(200, {
          data: { ...team, members: team.members.map((m) => (m.id === 21 ? { ...m, suspended: true, devices: 0 } : m)) },
        });
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend Gita Rai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this member?' });
    expect(dialog).toHaveTextContent('Gita Rai will be signed out everywhere at once');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(notices).toContain('Gita Rai is suspended and signed out'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      pathWith(endpoints.clientsAdmin.suspend.path, { id: 21 }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(rowOf('Gita Rai')).findByRole('button', { name: 'Reactivate Gita Rai' })).toBeInTheDocument();
  });

  it('reactivates a suspended member with the client’s reactivate call', async () => {
    const calls = showMembers((call) => (call.method === 'POST' ? json(200, { message: messages.clientReactivated }) : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate Hari KC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate this member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(notices).toContain('Hari KC can sign in again'));
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(pathWith(endpoints.clientsAdmin.reactivate.path, { id: 22 }));
  });

  it('on a phone, shows each member as a short card with its action in reach', async () => {
    onPhone();
    showMembers();
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [owner, editor, reporter] = within(list).getAllByRole('listitem');
    expect(owner).toHaveTextContent('Himal Times');
    expect(within(owner as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(editor).toHaveTextContent('gita@himaltimes.example');
    expect(editor).toHaveTextContent('Joined Jan 5, 2026 · 2 devices');
    expect(within(editor as HTMLElement).getByRole('button', { name: 'Suspend Gita Rai' })).toBeInTheDocument();
    expect(reporter).toHaveTextContent('Last active: Never');
    expect(within(reporter as HTMLElement).getByRole('button', { name: 'Reactivate Hari KC' })).toBeInTheDocument();
  });

  it('warns when every screen is taken, the house is suspended, or ownership is on offer; says when none is invited', async () => {
    const offer = { to: { id: 21, full_name: 'Gita Rai' }, offered_at: '2026-03-03T08:00:00Z' };
    const team = teamOverview({ screens: { allowed: 3, in_use: 3 }, invitations: [], ownership_offer: offer });
    showMembers((call) => (call.path === MEMBERS ? json(200, { data: team }) : undefined), clientDetail({ suspended: true }));
    expect(await within(card()).findByText('Screens in use: 3 of 3')).toBeInTheDocument();
    expect(within(card()).getByText('All in use')).toBeInTheDocument();
    expect(within(card()).getByText(/none of its members can sign in/)).toBeInTheDocument();
    expect(within(card()).getByText('Ownership was offered to Gita Rai on Mar 3, 2026; not yet accepted.')).toBeInTheDocument();
    expect(within(card()).getByText('No pending invitations.')).toBeInTheDocument();
  });

  it('shows a failure with Try again, and fetches again when asked', async () => {
    let fail = true;
    showMembers((call) => (call.path === MEMBERS && fail ? json(500, { message: messages.somethingWrong }) : undefined));
    expect(await within(card()).findByText(messages.somethingWrong)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
  });

  it('says so when the account is a member of another house (the server answers 404)', async () => {
    showMembers((call) => (call.path === MEMBERS ? json(404, { message: 'Resource not found' }) : undefined));
    expect(await within(card()).findByText(/is a member of another media house/)).toBeInTheDocument();
  });

  it('speaks Nepali', async () => {
    await changeLanguage('ne');
    showMembers();
    const table = await screen.findByRole('table', { name: 'सदस्यहरू' });
    expect(within(table).getByText('मालिक')).toBeInTheDocument();
    expect(screen.getByText('प्रयोगमा रहेका स्क्रिन: 5 मध्ये 3')).toBeInTheDocument();
  });
});
