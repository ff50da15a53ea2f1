import { endpoints } from '@portal/shared';
import data from '@portal/shared/places/nepal-places.json' with { type: 'json' };
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/session/i18n.ts';
import { profileQuery } from '../lib/auth.ts';
import { changeLanguage } from '../lib/shell-text.ts';
import { tokenStorage } from '../lib/token-storage.ts';
import { fakeApi, json } from '../test/fake-api.ts';
import { catchNoticeMessages } from '../test/notices.ts';
import { houseMember, signedInAs } from '../test/signed-in.ts';
import { HomeDistrictField } from './home-district-field.tsx';

const notices = catchNoticeMessages();

const KASKI = { id: 38, en: 'Kaski', ne: 'कास्की', province: 4 };

function renderField(homeDistrict: typeof KASKI | null = null) {
  const queryClient = signedInAs(houseMember('viewer', { home_district: homeDistrict }));
  render(
    <QueryClientProvider client={queryClient}>
      <HomeDistrictField />
    </QueryClientProvider>,
  );
  return queryClient;
}

function placesApi(answer: (body: unknown) => Response = () => json(200, { message: 'Home district saved' })) {
  return fakeApi((call) => {
    if (call.path === endpoints.places.all.path) return json(200, data);
    if (call.path === endpoints.auth.homeDistrict.path) return answer(call.body);
    return undefined;
  });
}

beforeEach(() => {
  notices.length = 0;
  tokenStorage.set('token');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  tokenStorage.clear();
  await changeLanguage('en');
});

describe('HomeDistrictField', () => {
  it('finds a district by its Nepali name, saves it with the success message, and the profile names it', async () => {
    const user = userEvent.setup();
    const calls = placesApi();
    const queryClient = renderField();
    const field = screen.getByRole('combobox', { name: 'Home district' });
    expect(screen.getByText('News from this district comes first on your news list.')).toBeInTheDocument();
    await user.type(field, 'कास्');
    await user.click(await screen.findByRole('option', { name: /Kaski/ }));
    await waitFor(() => expect(notices).toEqual(['Home district saved']));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ district_id: 38 });
    expect(field).toHaveValue('Kaski');
    expect(queryClient.getQueryData(profileQuery().queryKey)?.home_district).toEqual(KASKI);
  });

  it('clears the district with null, and shows it in Nepali in the Nepali interface', async () => {
    const user = userEvent.setup();
    await changeLanguage('ne');
    const calls = placesApi();
    renderField(KASKI);
    const field = screen.getByRole('combobox', { name: 'गृह जिल्ला' });
    await waitFor(() => expect(field).toHaveValue('कास्की'));
    await user.tripleClick(field);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ district_id: null }));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('shows the server’s refusal under the field and keeps the district the profile names', async () => {
    const user = userEvent.setup();
    placesApi(() => json(422, { message: 'The given data was invalid.', errors: { district_id: ['Choose a place from the list'] } }));
    renderField(KASKI);
    const field = screen.getByRole('combobox', { name: 'Home district' });
    await waitFor(() => expect(field).toHaveValue('Kaski'));
    // Typed over the chosen name: emptying the field first would already choose none.
    await user.tripleClick(field);
    await user.keyboard('Syangja');
    await user.click(await screen.findByRole('option', { name: /Syangja/ }));
    expect(await screen.findByText('Choose a place from the list')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue('Kaski'));
    expect(notices).toEqual([]);
  });
});
