import { indexPlaces, nepalPlaces } from '@portal/shared';
import data from '@portal/shared/places/nepal-places.json' with { type: 'json' };
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/session/i18n.ts';
import { choosePlace, NO_PLACE, nameMatches, type PlaceValue } from '../lib/place-value.ts';
import { changeLanguage } from '../lib/shell-text.ts';
import { PlaceFields } from './place-fields.tsx';

const places = indexPlaces(nepalPlaces.parse(data));
const POKHARA = 414;
const KASKI = 38;
const GANDAKI = 4;
const BAGMATI = 3;

function Chooser({ seen }: { seen: PlaceValue[] }) {
  const [value, setValue] = useState<PlaceValue>(NO_PLACE);
  return (
    <PlaceFields
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const renderChooser = (seen: PlaceValue[] = []) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Chooser seen={seen} />
    </QueryClientProvider>,
  );

let calls = 0;
beforeEach(() => {
  calls = 0;
  vi.stubGlobal('fetch', async () => {
    calls += 1;
    return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('choosePlace', () => {
  it('fills the parents from a child and keeps only the children inside a chosen parent', () => {
    expect(choosePlace(places, NO_PLACE, 'local_level_id', POKHARA)).toEqual({
      province_id: GANDAKI,
      district_id: KASKI,
      local_level_id: POKHARA,
    });
    const pokhara = { province_id: GANDAKI, district_id: KASKI, local_level_id: POKHARA };
    expect(choosePlace(places, pokhara, 'province_id', GANDAKI)).toEqual(pokhara);
    expect(choosePlace(places, pokhara, 'province_id', BAGMATI)).toEqual({ province_id: BAGMATI, district_id: null, local_level_id: null });
    expect(choosePlace(places, pokhara, 'district_id', null)).toEqual({ province_id: GANDAKI, district_id: null, local_level_id: null });
    expect(choosePlace(places, pokhara, 'local_level_id', null)).toEqual({ ...pokhara, local_level_id: null });
  });

  it('matches a typed name in Nepali or English, whatever its case', () => {
    const pokhara = places.localLevel(POKHARA) as { en: string; ne: string };
    expect(nameMatches(pokhara, 'pokh')).toBe(true);
    expect(nameMatches(pokhara, 'पोख')).toBe(true);
    expect(nameMatches(pokhara, 'kaski')).toBe(false);
  });
});

describe('PlaceFields', () => {
  it('finds a local level typed in Nepali and fills its district and province', async () => {
    const seen: PlaceValue[] = [];
    const user = userEvent.setup();
    renderChooser(seen);
    await user.type(screen.getByRole('combobox', { name: 'Local level' }), 'पोखरा');
    const menu = await screen.findByRole('listbox');
    await user.click(within(menu).getByRole('option', { name: /Pokhara/ }));
    expect(seen.at(-1)).toEqual({ province_id: GANDAKI, district_id: KASKI, local_level_id: POKHARA });
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('Kaski');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('Gandaki');
    expect(calls).toBe(1);
  });

  it('offers only the districts of the chosen province, named in Nepali in the Nepali interface', async () => {
    await changeLanguage('ne');
    const user = userEvent.setup();
    renderChooser();
    await user.type(screen.getByRole('combobox', { name: 'प्रदेश' }), 'Gandaki');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /गण्डकी/ }));
    await user.click(screen.getByRole('combobox', { name: 'जिल्ला' }));
    const districts = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(districts).toHaveLength(places.districtsOf(GANDAKI).length);
    expect(districts.map((option) => option.textContent)).toContain('कास्कीKaski');
  });
});
