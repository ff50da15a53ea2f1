import { type Device, endpoints, type MyMembership, messages, pathWith, type TeamOverview, type UserProfile } from '@portal/shared';
import places from '@portal/shared/places/nepal-places.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { catchNotices } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { TeamPage } from './team-page.tsx';

const notices = catchNotices();
const { team } = endpoints;

const ROUTES = [{ path: '/team', element: <TeamPage /> }];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 - 60_000).toISOString();

const owner = {
  id: 7,
  full_name: 'Kantipur Daily',
  role: 'client',
  roles: ['client'],
  team_role: 'owner',
  house_id: 7,
  new_token: 1,
  is_changed: true,
  has_subscription: true,
  left_subscription_days: 300,
} as UserProfile;

const device = (id: number, member: { id: number; full_name: string }, current = false): Device => ({
  id,
  member,
  name: null,
  browser: id === 51 ? 'Chrome 140' : 'Firefox 133',
  system: 'Linux',
  signed_in_at: '2026-11-20T06:00:00Z',
  last_active_at: minutesAgo(3),
  current,
});

function houseOverview(): TeamOverview {
  return {
    members: [
      {
        id: 7,
        full_name: 'Kantipur Daily',
        email: 'owner@kantipur.example',
        role: 'owner',
        suspended: false,
        joined_at: '2026-01-01T00:00:00Z',
        last_active_at: minutesAgo(1),
        devices: 1,
      },
      {
        id: 8,
        full_name: 'Sita Sharma',
        email: 'sita@kantipur.example',
        role: 'reporter',
        suspended: false,
        joined_at: '2026-02-01T00:00:00Z',
        last_active_at: minutesAgo(80),
        devices: 1,
      },
    ],
    invitations: [
      {
        id: 9,
        full_name: 'Ram Thapa',
        email: 'ram@kantipur.example',
        role: 'viewer',
        invited_at: minutesAgo(60),
        expires_at: inDays(6),
        expired: false,
      },
      {
        id: 10,
        full_name: 'Hari Karki',
        email: 'hari@kantipur.example',
        role: 'editor',
        invited_at: '2026-01-01T00:00:00Z',
        expires_at: '2026-01-08T00:00:00Z',
        expired: true,
      },
    ],
    screens: { allowed: 3, in_use: 2 },
    ownership_offer: null,
  };
}

let overview: TeamOverview;
let houseDevices: Device[];
let calls: Call[];

/** The house's security events as the owner's Team screen reads them. */
const securityEvents = {
  data: [
    {
      id: 3,
      at: '2026-11-20T06:10:00Z',
      action: 'auth.sign_in_failed',
      actor: { id: 8, name: 'Sita Sharma', email: 'sita@kantipur.example' },
      object_type: 'user',
      object_id: '8',
      ip: '203.0.113.9',
      device: 'Firefox 133 · Linux',
    },
    {
      id: 2,
      at: '2026-11-20T06:00:00Z',
      action: 'team.role_change',
      actor: { id: 7, name: 'Kantipur Daily', email: 'owner@kantipur.example' },
      object_type: 'member',
      object_id: '8',
      ip: '203.0.113.7',
      device: 'Chrome 140 · Linux',
    },
  ],
  meta: { total: 2, current_page: 1, last_page: 1, total_relation: 'exact' },
};

/** The owner's side of the portal: the overview and devices as they are now, each change answered with its message. */
function ownerPortal(refuse: (call: Call) => Response | undefined = () => undefined) {
  calls = fakeApi((call) => {
    const refusal = refuse(call);
    if (refusal) return refusal;
    if (call.path === endpoints.auth.profile.path) return json(200, { data: owner });
    if (call.path === team.overview.path) return json(200, { data: overview });
    if (call.path === team.houseDevices.path) return json(200, { data: houseDevices });
    if (call.path === endpoints.audit.houseEvents.path) return json(200, securityEvents);
    if (call.path === pathWith(team.signOutHouseDevice.path, { id: 52 }) && call.method === 'DELETE') {
      houseDevices = houseDevices.filter((shown) => shown.id !== 52);
      overview = { ...overview, screens: { ...overview.screens, in_use: 1 } };
      return json(200, { message: messages.screenFreed });
    }
    if (call.path === pathWith(team.changeRole.path, { id: 8 }) && call.method === 'PUT')
      return json(200, { message: messages.memberRoleChanged });
    if (call.path === pathWith(team.removeMember.path, { id: 8 }) && call.method === 'DELETE') {
      overview = { ...overview, members: overview.members.filter((member) => member.id !== 8) };
      return json(200, { message: messages.memberRemoved });
    }
    if (call.path === team.invite.path && call.method === 'POST') return json(201, { message: messages.invitationSent });
    if (call.path === pathWith(team.resendInvitation.path, { id: 10 })) return json(200, { message: messages.invitationResent });
    if (call.path === team.offerOwnership.path && call.method === 'POST') {
      if ((call.body as { password: string }).password !== 'owner#2026') {
        return json(422, { message: messages.passwordWrong, errors: { password: [messages.passwordWrong] } });
      }
      overview = { ...overview, ownership_offer: { to: { id: 8, full_name: 'Sita Sharma' }, offered_at: '2026-11-20T06:00:00Z' } };
      return json(200, { message: messages.ownershipOffered('Sita Sharma') });
    }
    if (call.path === team.cancelOwnershipOffer.path && call.method === 'DELETE') {
      overview = { ...overview, ownership_offer: null };
      return json(200, { message: messages.ownershipOfferCanceled });
    }
    return undefined;
  });
}

const count = (path: string, method = 'GET') => calls.filter((call) => call.path === path && call.method === method).length;

beforeEach(() => {
  notices.length = 0;
  tokenStorage.set('token');
  overview = houseOverview();
  houseDevices = [device(51, { id: 7, full_name: 'Kantipur Daily' }, true), device(52, { id: 8, full_name: 'Sita Sharma' })];
});

describe('the Team screen of the owner', () => {
  it('shows the screens in use, the members, the invitations and the devices', async () => {
    ownerPortal();
    renderRoutes(ROUTES, '/team');
    expect(await screen.findByRole('heading', { name: 'Team', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('2 of 3 screens in use')).toBeInTheDocument();

    const members = screen.getByRole('table', { name: 'Members' });
    const [, ownerRow, sitaRow] = within(members).getAllByRole('row');
    expect(ownerRow).toHaveTextContent('Kantipur Daily');
    expect(ownerRow).toHaveTextContent('You');
    expect(ownerRow).toHaveTextContent('Owner');
    expect(within(ownerRow as HTMLElement).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(ownerRow as HTMLElement).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(sitaRow).toHaveTextContent('sita@kantipur.example');
    expect(sitaRow).toHaveTextContent('1 hour ago');
    expect(within(sitaRow as HTMLElement).getByRole('combobox', { name: 'Role of Sita Sharma' })).toHaveTextContent('Reporter');

    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    const [, ram, hari] = within(invitations).getAllByRole('row');
    expect(ram).toHaveTextContent('Viewer');
    expect(ram).toHaveTextContent('in 6 days');
    expect(hari).toHaveTextContent('Expired');

    const devices = await screen.findByRole('list', { name: 'Signed-in devices' });
    const [mine, sitas] = within(devices).getAllByRole('listitem');
    expect(mine).toHaveTextContent('This device');
    // The device in use here is named, never signed out from here.
    expect(
      within(mine as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Name this device']);
    expect(sitas).toHaveTextContent('Sita Sharma');
    expect(sitas).toHaveTextContent('Firefox 133 · Linux');
    expect(sitas).toHaveTextContent('Last active: 3 minutes ago');
  });

  it('lists the house’s security events, a failed sign-in first, with the device and address', async () => {
    ownerPortal();
    renderRoutes(ROUTES, '/team');
    const events = await screen.findByRole('list', { name: 'Security events of your media house' });
    const [failed, role] = within(events).getAllByRole('listitem');
    expect(failed).toHaveTextContent('Failed sign-in');
    expect(failed).toHaveTextContent('Sita Sharma');
    expect(failed).toHaveTextContent('Firefox 133 · Linux · from 203.0.113.9');
    expect(role).toHaveTextContent('Role changed');
    expect(calls.find((call) => call.path === endpoints.audit.houseEvents.path)?.query).toBe('?page=1&per_page=10');
  });

  it('signs a device out, says so and reads the devices and the screens again', async () => {
    ownerPortal();
    renderRoutes(ROUTES, '/team');
    const devices = await screen.findByRole('list', { name: 'Signed-in devices' });
    await userEvent.click(await within(devices).findByRole('button', { name: 'Sign out Firefox 133 of Sita Sharma' }));
    await waitFor(() => expect(screen.getByText('1 of 3 screens in use')).toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem')).toHaveLength(1);
    expect(notices).toEqual([{ message: messages.screenFreed, variant: 'success' }]);
    expect(count(pathWith(team.signOutHouseDevice.path, { id: 52 }), 'DELETE')).toBe(1);
  });

  it('changes a role and removes a member after a warning that their sessions end', async () => {
    ownerPortal();
    renderRoutes(ROUTES, '/team');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of Sita Sharma' }));
    await userEvent.click(screen.getByRole('option', { name: 'Editor' }));
    await waitFor(() => expect(notices).toContainEqual({ message: messages.memberRoleChanged, variant: 'success' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ role: 'editor' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Sita Sharma' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Sita Sharma?' });
    expect(confirm).toHaveTextContent('every session of theirs ends at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('sita@kantipur.example')).not.toBeInTheDocument());
    expect(notices).toContainEqual({ message: messages.memberRemoved, variant: 'success' });
  });

  it('resends an invitation', async () => {
    ownerPortal();
    renderRoutes(ROUTES, '/team');
    const resend = await screen.findByRole('button', { name: 'Resend the invitation of Hari Karki' });
    const readBefore = count(team.overview.path);
    await userEvent.click(resend);
    await waitFor(() => expect(notices).toEqual([{ message: messages.invitationResent, variant: 'success' }]));
    expect(count(pathWith(team.resendInvitation.path, { id: 10 }), 'POST')).toBe(1);
    await waitFor(() => expect(count(team.overview.path)).toBeGreaterThan(readBefore));
  });

  it('checks the invitation by the shared rules, shows the server’s refusal under the email, and sends it', async () => {
    ownerPortal((call) =>
      call.path === team.invite.path && (call.body as { email: string }).email === 'sita@kantipur.example'
        ? json(422, { message: messages.invitationAlreadyMember, errors: { email: [messages.invitationAlreadyMember] } })
        : undefined,
    );
    renderRoutes(ROUTES, '/team');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a colleague' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a colleague' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(messages.requiredField('Name'))).toBeInTheDocument();
    expect(within(dialog).getByText(messages.emailInvalid)).toBeInTheDocument();
    expect(count(team.invite.path, 'POST')).toBe(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Sita Again');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sita@kantipur.example');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    const reporter = screen.getByRole('option', { name: /Reporter/ });
    expect(reporter).toHaveTextContent('downloads, Upload News and Post to my site');
    await userEvent.click(reporter);
    expect(dialog).toHaveTextContent('What a viewer does, plus downloads');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.invitationAlreadyMember));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(notices).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'ram.new@kantipur.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notices).toEqual([{ message: messages.invitationSent, variant: 'success' }]);
    expect(calls.filter((call) => call.path === team.invite.path).at(-1)?.body).toEqual({
      full_name: 'Sita Again',
      email: 'ram.new@kantipur.example',
      role: 'reporter',
    });
  });

  it('hands ownership over with the owner’s password, shows the offer waiting and cancels it', async () => {
    ownerPortal();
    renderRoutes(ROUTES, '/team');
    await userEvent.click(await screen.findByRole('button', { name: 'Hand over ownership' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand over ownership' });
    expect(within(dialog).getByRole('combobox', { name: /New owner/ })).toHaveTextContent('Sita Sharma (Reporter)');
    const password = within(dialog).getByLabelText(/Your password/, { selector: 'input' });
    await userEvent.type(password, 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer ownership' }));
    expect(await within(dialog).findByText(messages.passwordWrong)).toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'owner#2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer ownership' }));
    expect(await screen.findByText(/Ownership offered to Sita Sharma on Nov 20, 2026/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === team.offerOwnership.path)?.body).toEqual({ member_id: 8, password: 'wrong' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel hand-over' }));
    expect(await screen.findByRole('button', { name: 'Hand over ownership' })).toBeInTheDocument();
    expect(notices.map((shown) => shown.message)).toEqual([messages.ownershipOffered('Sita Sharma'), messages.ownershipOfferCanceled]);
  });

  it('says when there is no invitation and no device', async () => {
    overview = { ...houseOverview(), invitations: [] };
    houseDevices = [];
    ownerPortal();
    renderRoutes(ROUTES, '/team');
    expect(await screen.findByText('No invitation is waiting.')).toBeInTheDocument();
    expect(await screen.findByText('No device is signed in.')).toBeInTheDocument();
  });
});

describe('the Team screen of a member', () => {
  const reporter = { ...owner, id: 8, full_name: 'Sita Sharma', team_role: 'reporter' } as UserProfile;
  let membership: MyMembership;
  let myDevices: Device[];
  const TAKEN = 'Another account has this mobile number';

  function memberPortal() {
    calls = fakeApi((call) => {
      if (call.path === endpoints.auth.profile.path)
        return json(200, { data: membership.role === 'owner' ? { ...reporter, team_role: 'owner' } : reporter });
      if (call.path === team.membership.path) return json(200, { data: membership });
      // The member's profile card offers the home district, a choice of Nepal's places.
      if (call.path === endpoints.places.all.path) return json(200, places);
      if (call.path === team.myDevices.path) return json(200, { data: myDevices });
      if (call.path === team.overview.path) return json(200, { data: overview });
      if (call.path === team.houseDevices.path) return json(200, { data: houseDevices });
      if (call.path === endpoints.audit.houseEvents.path) return json(200, securityEvents);
      if (call.path === pathWith(team.signOutMyDevice.path, { id: 53 }) && call.method === 'DELETE') {
        myDevices = myDevices.filter((shown) => shown.id !== 53);
        return json(200, { message: messages.screenFreed });
      }
      if (call.path === pathWith(team.renameMyDevice.path, { id: 51 }) && call.method === 'PUT') {
        const { name } = call.body as { name: string };
        if (name === 'Taken') return json(422, { message: TAKEN, errors: { name: [TAKEN] } });
        myDevices = myDevices.map((shown) => (shown.id === 51 ? { ...shown, name } : shown));
        return json(200, { message: messages.deviceRenamed });
      }
      if (call.path === team.memberProfile.path && call.method === 'PUT') {
        const body = call.body as { full_name: string; mobile_no: string };
        if (body.mobile_no === '9800000000') return json(422, { message: TAKEN, errors: { mobile_no: [TAKEN] } });
        membership = { ...membership, profile: { ...membership.profile, ...body } };
        return json(200, { message: messages.memberProfileSaved });
      }
      if (call.path === team.acceptOwnership.path) {
        membership = { ...membership, role: 'owner', ownership_offer: null };
        return json(200, { message: messages.ownershipAccepted });
      }
      return undefined;
    });
  }

  beforeEach(() => {
    membership = {
      role: 'reporter',
      profile: { full_name: 'Sita Sharma', mobile_no: '9801234567', own_account: false },
      house: { id: 7, name: 'Kantipur Daily' },
      ownership_offer: null,
    };
    const sita = { id: 8, full_name: 'Sita Sharma' };
    myDevices = [device(51, sita, true), { ...device(53, sita), browser: 'Safari 18', system: 'iOS' }];
  });

  it('shows their role, what it may do and their own devices, and signs one out', async () => {
    memberPortal();
    renderRoutes(ROUTES, '/team');
    const role = await screen.findByRole('region', { name: 'Your role' });
    expect(role).toHaveTextContent('Media houseKantipur Daily');
    expect(role).toHaveTextContent('RoleReporter');
    const abilities = screen.getByRole('list', { name: 'What your role may do' });
    expect(abilities).toHaveTextContent('Upload News');
    expect(abilities).not.toHaveTextContent('Export the uploads');
    expect(abilities).not.toHaveTextContent('Manage the team');
    expect(screen.getByText('For anything else, ask the owner of your media house.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ownership offered to you' })).not.toBeInTheDocument();

    const devices = await screen.findByRole('list', { name: 'Your devices' });
    expect(within(devices).getAllByRole('listitem')[1]).toHaveTextContent('Safari 18 · iOS');
    await userEvent.click(within(devices).getByRole('button', { name: 'Sign out Safari 18 of Sita Sharma' }));
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(notices).toEqual([{ message: messages.screenFreed, variant: 'success' }]);
    expect(count(team.overview.path)).toBe(0);
  });

  it('names the device in use: the shared rules, a refusal under the field, then the name in the list', async () => {
    memberPortal();
    renderRoutes(ROUTES, '/team');
    const devices = await screen.findByRole('list', { name: 'Your devices' });
    const [current, other] = within(devices).getAllByRole('listitem') as HTMLElement[];
    expect(within(other as HTMLElement).queryByRole('button', { name: 'Name this device' })).not.toBeInTheDocument();
    await userEvent.click(within(current as HTMLElement).getByRole('button', { name: 'Name this device' }));
    const dialog = screen.getByRole('dialog', { name: 'Name this device' });
    const field = within(dialog).getByRole('textbox', { name: /Device name/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.requiredField('Device name'))).toBeInTheDocument();
    await userEvent.type(field, 'Taken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TAKEN)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Newsroom PC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notices).toEqual([{ message: messages.deviceRenamed, variant: 'success' }]);
    const renamed = within(screen.getByRole('list', { name: 'Your devices' })).getAllByRole('listitem')[0] as HTMLElement;
    expect(await within(renamed).findByText('Newsroom PC')).toBeInTheDocument();
    expect(renamed).toHaveTextContent('Chrome 140 · Linux');
    expect(calls.filter((call) => call.path === pathWith(team.renameMyDevice.path, { id: 51 })).map((call) => call.body)).toEqual([
      { name: 'Taken' },
      { name: 'Newsroom PC' },
    ]);
  });

  it('edits their own name and mobile number: the shared rules, a refusal under its field, then saved', async () => {
    memberPortal();
    renderRoutes(ROUTES, '/team');
    const card = await screen.findByRole('region', { name: 'Your profile' });
    const name = within(card).getByRole('textbox', { name: /Name/ });
    const mobile = within(card).getByRole('textbox', { name: /Mobile number/ });
    expect(name).toHaveValue('Sita Sharma');
    expect(mobile).toHaveValue('9801234567');

    await userEvent.clear(name);
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(messages.requiredField('Name'))).toBeInTheDocument();
    expect(count(team.memberProfile.path, 'PUT')).toBe(0);

    await userEvent.type(name, '  Sita K. Sharma ');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9800000000');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(TAKEN));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(notices).toEqual([]);

    const membershipReads = count(team.membership.path);
    const profileReads = count(endpoints.auth.profile.path);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9841000000');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices).toEqual([{ message: messages.memberProfileSaved, variant: 'success' }]));
    expect(calls.filter((call) => call.path === team.memberProfile.path).at(-1)?.body).toEqual({
      full_name: 'Sita K. Sharma',
      mobile_no: '9841000000',
    });
    await waitFor(() => expect(count(team.membership.path)).toBeGreaterThan(membershipReads));
    await waitFor(() => expect(count(endpoints.auth.profile.path)).toBeGreaterThan(profileReads));
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Sita K. Sharma');
  });

  it('sends the media house’s own account to My Account for its profile', async () => {
    membership = { ...membership, role: 'editor', profile: { ...membership.profile, own_account: true } };
    memberPortal();
    renderRoutes(ROUTES, '/team');
    const card = await screen.findByRole('region', { name: 'Your profile' });
    expect(card).toHaveTextContent('its name and mobile number are on My Account, where the owner changes them.');
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('accepts the ownership offered and then shows the owner’s screen', async () => {
    membership = { ...membership, ownership_offer: { to: { id: 8, full_name: 'Sita Sharma' }, offered_at: '2026-11-20T06:00:00Z' } };
    memberPortal();
    renderRoutes(ROUTES, '/team');
    const offer = await screen.findByRole('region', { name: 'Ownership offered to you' });
    expect(offer).toHaveTextContent('The owner of Kantipur Daily would like to hand ownership to you.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept ownership' }));
    expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
    expect(notices).toEqual([{ message: messages.ownershipAccepted, variant: 'success' }]);
  });
});
