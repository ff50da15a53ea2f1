import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { District } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error.ts';
import { useProfile } from '../lib/auth.ts';
import { useSaveHomeDistrict } from '../lib/home-district.ts';
import { showNotice } from '../lib/notices.ts';
import { nameMatches } from '../lib/place-value.ts';
import { usePlaces } from '../lib/places.ts';
import { PlaceOption } from './place-fields.tsx';

/**
 * The person's own home district, found by its Nepali or English name and saved on choosing (clearing it saves
 * none); the news list shows that district's latest items first.
 */
export function HomeDistrictField() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'ne' ? 'ne' : 'en';
  const places = usePlaces();
  const profile = useProfile();
  const save = useSaveHomeDistrict();
  // While saving, the field shows what was chosen rather than the profile's district.
  const shownId = save.isPending ? save.variables : profile.data?.home_district?.id;
  const shown = places?.district(shownId) ?? null;
  // What the person is typing; otherwise the field reads the shown district, so a refused choice goes back to the saved one.
  const [typed, setTyped] = useState<string | null>(null);
  const failure = save.error instanceof ApiError ? (save.error.fieldMessage('district_id') ?? save.error.message) : undefined;

  const choose = async (district: District | null) => {
    setTyped(null);
    const answer = await save.mutateAsync(district?.id ?? null).catch(() => undefined);
    if (answer) showNotice(answer.message, { variant: 'success' });
  };

  return (
    <Autocomplete<District>
      options={places?.data.districts ?? []}
      value={shown}
      inputValue={typed ?? (shown ? shown[language] : '')}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : null)}
      loading={!places}
      loadingText={t('places.loading')}
      noOptionsText={t('places.noMatch')}
      disabled={!profile.data || save.isPending}
      fullWidth
      onChange={(_, district) => void choose(district)}
      getOptionLabel={(district) => district[language]}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(all, state) => all.filter((district) => nameMatches(district, state.inputValue))}
      renderOption={({ key, ...props }, option, state) => (
        <PlaceOption key={key} props={props} option={option} state={state} language={language} />
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="home_district"
          label={t('places.homeDistrict')}
          placeholder={t('places.noHomeDistrict')}
          error={Boolean(failure)}
          helperText={failure ?? t('places.homeDistrictHelp')}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}
