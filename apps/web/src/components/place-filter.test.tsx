import { indexPlaces, nepalPlaces } from '@portal/shared';
import data from '@portal/shared/places/nepal-places.json' with { type: 'json' };
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/session/i18n.ts';
import { NO_PLACE, type PlaceValue } from '../lib/place-value.ts';
import { changeLanguage } from '../lib/shell-text.ts';
import { choicesFor, MOST_CHOICES_SHOWN, PlaceFilter, placeChoices } from './place-filter.tsx';

const places = indexPlaces(nepalPlaces.parse(data));
const choices = placeChoices(places);
const POKHARA = 414;
const KASKI = 38;
const GANDAKI = 4;

function Filter({ seen, start }: { seen: PlaceValue[]; start: PlaceValue }) {
  const [value, setValue] = useState<PlaceValue>(start);
  return (
    <PlaceFilter
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const renderFilter = (seen: PlaceValue[] = [], start = NO_PLACE) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Filter seen={seen} start={start} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('choicesFor', () => {
  it('offers the provinces and districts before anything is typed', () => {
    const offered = choicesFor(choices, '  ');
    expect(offered).toHaveLength(places.data.provinces.length + places.data.districts.length);
    expect(offered.every((choice) => choice.level !== 'local_level_id')).toBe(true);
  });

  it('finds every level by a Nepali or English name, names that start with it first', () => {
    const offered = choicesFor(choices, 'kask');
    expect(offered[0]).toMatchObject({ level: 'district_id', id: KASKI, within: { en: 'Gandaki' } });
    expect(choicesFor(choices, 'पोखरा')[0]).toMatchObject({ level: 'local_level_id', id: POKHARA, within: { en: 'Kaski, Gandaki' } });
    const containing = choicesFor(choices, 'pur');
    const firstInside = containing.findIndex((choice) => !choice.en.toLowerCase().startsWith('pur'));
    expect(containing.slice(firstInside).every((choice) => !choice.en.toLowerCase().startsWith('pur'))).toBe(true);
  });

  it(`offers at most ${MOST_CHOICES_SHOWN} places for a common piece of a name`, () => {
    expect(choicesFor(choices, 'a')).toHaveLength(MOST_CHOICES_SHOWN);
    expect(choicesFor(choices, 'no such place')).toEqual([]);
  });
});

describe('PlaceFilter', () => {
  it('asks for the places once the field is reached or a place is to be named, not before', async () => {
    const asked = vi.fn(async () => new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', asked);
    renderFilter();
    const field = screen.getByRole('combobox', { name: 'Place' });
    expect(asked).not.toHaveBeenCalled();
    await userEvent.setup().click(field);
    expect(await within(await screen.findByRole('listbox')).findByRole('option', { name: /Kaski/ })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('names a chosen place without being reached', async () => {
    renderFilter([], { province_id: GANDAKI, district_id: KASKI, local_level_id: POKHARA });
    await expect.poll(() => screen.getByRole('combobox', { name: 'Place' })).toHaveValue('Pokhara');
  });

  it('sets a local level with its district and province, and clears them all at once', async () => {
    const seen: PlaceValue[] = [];
    const user = userEvent.setup();
    renderFilter(seen);
    const field = screen.getByRole('combobox', { name: 'Place' });
    await user.type(field, 'pokhara');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Pokhara/ }));
    expect(seen.at(-1)).toEqual({ province_id: GANDAKI, district_id: KASKI, local_level_id: POKHARA });
    expect(field).toHaveValue('Pokhara');
    await user.clear(field);
    expect(seen.at(-1)).toEqual(NO_PLACE);
  });

  it('is worked from the keyboard: arrows through the places offered, Enter chooses, Escape closes', async () => {
    const seen: PlaceValue[] = [];
    const user = userEvent.setup();
    renderFilter(seen);
    const field = screen.getByRole('combobox', { name: 'Place' });
    await user.type(field, 'kask');
    const list = await screen.findByRole('listbox');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const first = within(list).getAllByRole('option')[0];
    expect(field).toHaveAttribute('aria-activedescendant', first?.id);
    await user.keyboard('{Enter}');
    expect(seen.at(-1)).toEqual({ province_id: GANDAKI, district_id: KASKI, local_level_id: null });
    expect(field).toHaveValue('Kaski');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(field, 'x');
    expect(screen.getByRole('status')).toHaveTextContent('No place has this name');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    // Leaving a half-typed name shows the chosen place again.
    await user.tab();
    expect(field).toHaveValue('Kaski');
  });

  it('drops the place with its clear button, and opens the list with its arrow', async () => {
    const seen: PlaceValue[] = [];
    const user = userEvent.setup();
    renderFilter(seen, { province_id: GANDAKI, district_id: KASKI, local_level_id: null });
    const field = screen.getByRole('combobox', { name: 'Place' });
    await screen.findByDisplayValue('Kaski');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(seen.at(-1)).toEqual(NO_PLACE);
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Show the places' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the most precise level of the address in the interface’s language', async () => {
    await changeLanguage('ne');
    renderFilter([], { province_id: GANDAKI, district_id: KASKI, local_level_id: null });
    expect(await screen.findByDisplayValue('कास्की')).toBe(screen.getByRole('combobox', { name: 'स्थान' }));
  });
});
