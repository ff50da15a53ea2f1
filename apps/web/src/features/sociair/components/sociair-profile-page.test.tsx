import { messages, type SociairProfile } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { catchNotices } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { connectedProfile } from '../testing/fixtures.ts';
import { SociairProfilePage } from './sociair-profile-page.tsx';

const notices = catchNotices();

const BASE = '/api/auth/v2/client/sociair';

/** The connected profile; `answer` may take over any other call (a toggle held back, a refusal). */
function openProfile(
  profile: SociairProfile = connectedProfile,
  answer: (call: Call) => Response | Promise<Response> | undefined = () => undefined,
) {
  const calls = fakeApi((call) => {
    if (call.method === 'GET' && call.path === `${BASE}/profile`) return json(200, { data: profile, meta: {} });
    return answer(call);
  });
  const view = renderRoutes(
    [
      { path: '/sociair/profile', element: <SociairProfilePage /> },
      { path: '/sociair/login', element: <p>Sociair login page</p> },
    ],
    '/sociair/profile',
  );
  return { ...view, calls };
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST').map((call) => `${call.path}${call.query}`);

beforeEach(() => {
  notices.length = 0;
});

describe('SociairProfilePage', () => {
  it('shows the account read-only, Auto Post, the profiles and categories to post to, and the recent auto-posts', async () => {
    openProfile();
    expect(await screen.findByRole('heading', { name: 'Kantipur Desk' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('kantipur.desk');
    expect(screen.getByLabelText('Account name')).toHaveValue('Kantipur Publications');
    expect(screen.getByLabelText('Email')).toHaveValue('social@kantipur.example');
    expect(screen.getByLabelText('Domain')).toHaveValue('kantipur.sociair.example');
    expect(screen.getByLabelText('Subscription expires')).toHaveValue('Dec 31, 2026');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: 'Auto Post' })).toBeChecked();

    const profiles = screen.getByRole('region', { name: 'Social profiles' });
    expect(within(profiles).getByRole('checkbox', { name: 'Kantipur Daily Page' })).toBeChecked();
    expect(within(profiles).getByRole('checkbox', { name: 'Kantipur Photos' })).not.toBeChecked();
    expect(within(profiles).getByText('Instagram')).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('checkbox', { name: 'Politics' })).toBeChecked();
    expect(within(categories).getByRole('checkbox', { name: 'Sports' })).not.toBeChecked();

    const recent = screen.getByRole('region', { name: 'Recent auto-posts' });
    const [delivered, failed] = within(recent).getAllByRole('listitem');
    expect(delivered).toHaveTextContent(/Budget passed by the House.*Delivered.*1 attempt.*Delivered Nov 21, 2026/);
    expect(failed).toHaveTextContent(/Storm warning for the east.*Failed.*3 attempts.*The page refused the post/);
  });

  it('says so when nothing is enabled or posted yet, and leaves the subscription expiry as a dash', async () => {
    openProfile({ ...connectedProfile, subscription_end_at: null, profiles: [], categories: [], recent_posts: [] });
    expect(await screen.findByText(/^No social profiles are enabled for this account/)).toBeInTheDocument();
    expect(screen.getByText(/^No categories are enabled for this account/)).toBeInTheDocument();
    expect(screen.getByText(/^Nothing has been auto-posted yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Subscription expires')).toHaveValue('—');
  });

  it('checks a profile at once, sends its value and name, and keeps it checked with the server’s message', async () => {
    let answer!: (response: Response) => void;
    const { calls } = openProfile(connectedProfile, (call) =>
      call.path === `${BASE}/set/social-media/12` ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    const photos = await screen.findByRole('checkbox', { name: 'Kantipur Photos' });
    fireEvent.click(photos);
    expect(photos).toBeChecked();
    expect(photos).toBeEnabled();

    await waitFor(() => expect(posts(calls)).toEqual([`${BASE}/set/social-media/12?value=1&name=Kantipur+Photos`]));
    answer(json(200, { message: messages.sociairProfileChanged }));
    await waitFor(() => expect(notices).toEqual([{ message: messages.sociairProfileChanged, variant: 'success' }]));
    expect(photos).toBeChecked();
  });

  it('shows each click on Auto Post the moment it happens, while a call is out, and sends the calls in click order', async () => {
    const answers: ((response: Response) => void)[] = [];
    const { calls } = openProfile(connectedProfile, (call) =>
      call.method === 'POST' ? new Promise<Response>((resolve) => answers.push(resolve)) : undefined,
    );
    const autoPost = await screen.findByRole('switch', { name: 'Auto Post' });
    fireEvent.click(autoPost);
    expect(autoPost).not.toBeChecked();
    fireEvent.click(autoPost);
    expect(autoPost).toBeChecked();

    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.(json(200, { message: messages.sociairAutoPostOff }));
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(autoPost).toBeChecked();
    answers[1]?.(json(200, { message: messages.sociairAutoPostOn }));
    await waitFor(() => expect(notices).toHaveLength(2));
    expect(autoPost).toBeChecked();
    expect(posts(calls)).toEqual([`${BASE}/change/status/auto_post?value=0`, `${BASE}/change/status/auto_post?value=1`]);
  });

  it('puts a refused toggle back and shows why', async () => {
    const user = userEvent.setup();
    const { calls } = openProfile(connectedProfile, (call) =>
      call.method === 'POST' ? json(409, { message: messages.sociairNotLoggedIn }) : undefined,
    );
    const politics = await screen.findByRole('checkbox', { name: 'Politics' });
    await user.click(politics);
    await waitFor(() => expect(notices).toEqual([{ message: messages.sociairNotLoggedIn, variant: 'error' }]));
    expect(politics).toBeChecked();
    expect(politics).toBeEnabled();

    await user.click(screen.getByRole('switch', { name: 'Auto Post' }));
    await waitFor(() => expect(notices).toHaveLength(2));
    expect(screen.getByRole('switch', { name: 'Auto Post' })).toBeChecked();
    expect(posts(calls)).toEqual([`${BASE}/toogle/category/21?value=0`, `${BASE}/change/status/auto_post?value=0`]);
  });

  it('syncs: the answer replaces the profile shown', async () => {
    const user = userEvent.setup();
    const synced = {
      ...connectedProfile,
      categories: [...connectedProfile.categories, { id: 23, name: 'Economy', slug: 'economy', category_id: 4, is_subscribed: false }],
    };
    openProfile(connectedProfile, (call) =>
      call.path === `${BASE}/sync` ? json(200, { message: messages.sociairSynced, data: synced }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Sync' }));
    expect(await screen.findByRole('checkbox', { name: 'Economy' })).not.toBeChecked();
    expect(notices).toEqual([{ message: messages.sociairSynced, variant: 'success' }]);
  });

  it('asks before Logout, then logs out of the connection and goes to /sociair/login', async () => {
    const user = userEvent.setup();
    const { calls, address } = openProfile(connectedProfile, (call) =>
      call.path === `${BASE}/logout` ? json(200, { message: messages.sociairLoggedOut }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Logout' });
    expect(posts(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sociair login page')).toBeInTheDocument();
    expect(address()).toBe('/sociair/login');
    expect(posts(calls)).toEqual([`${BASE}/logout`]);
    expect(notices).toEqual([{ message: messages.sociairLoggedOut, variant: 'success' }]);
  });

  it('asks to log in again when the service no longer takes the token; that logs out and goes to /sociair/login', async () => {
    const user = userEvent.setup();
    const { calls, address } = openProfile({ ...connectedProfile, needs_login: true }, (call) =>
      call.path === `${BASE}/logout` ? json(200, { message: messages.sociairLoggedOut }) : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.sociairNeedsLogin);

    await user.click(within(alert).getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByText('Sociair login page')).toBeInTheDocument();
    expect(address()).toBe('/sociair/login');
    expect(posts(calls)).toEqual([`${BASE}/logout`]);
  });

  it('offers Try again when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    let refuse = true;
    fakeApi((call) => {
      if (call.path !== `${BASE}/profile`) return undefined;
      return refuse ? json(403, { message: messages.sociairNotInPlan }) : json(200, { data: connectedProfile, meta: {} });
    });
    renderRoutes([{ path: '/sociair/profile', element: <SociairProfilePage /> }], '/sociair/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.sociairNotInPlan);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kantipur Desk' })).toBeInTheDocument();
  });
});
