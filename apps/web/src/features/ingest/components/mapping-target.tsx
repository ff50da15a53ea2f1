import MenuItem from '@mui/material/MenuItem';
import type { IngestMappingFields, IngestMappingForm, IngestMappingKind, PlacesIndex } from '@portal/shared';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PlaceFields } from '../../../components/place-fields.tsx';
import { useCategories, useLanguages, useLocalName } from '../../../lib/lookups.ts';
import { NO_PLACE, type PlaceValue } from '../../../lib/place-value.ts';
import { usePlaceLanguage, usePlaces } from '../../../lib/places.ts';

/** How a place target names its level (ingest.schema.ts `INGEST_PLACE_TARGET`). */
const PLACE_LEVELS = [
  ['local', 'local_level_id'],
  ['district', 'district_id'],
  ['province', 'province_id'],
] as const;

/** The target of the most precise level chosen ("district:27"), or null (the value is ignored) without one. */
export function placeTargetOf(place: PlaceValue): string | null {
  for (const [prefix, level] of PLACE_LEVELS) {
    const id = place[level];
    if (id !== null) return `${prefix}:${id}`;
  }
  return null;
}

/** The place a target names, with the levels above it as the index knows them. */
export function placeOfTarget(places: PlacesIndex | undefined, target: string | null): PlaceValue {
  const [prefix, text] = (target ?? '').split(':');
  const id = Number(text);
  if (!places || !Number.isInteger(id)) return NO_PLACE;
  if (prefix === 'province') return { ...NO_PLACE, province_id: id };
  if (prefix === 'district') return { province_id: places.district(id)?.province ?? null, district_id: id, local_level_id: null };
  if (prefix !== 'local') return NO_PLACE;
  const district = places.localLevel(id)?.district ?? null;
  return { province_id: places.district(district)?.province ?? null, district_id: district, local_level_id: id };
}

type MappingControl = Control<IngestMappingForm, unknown, IngestMappingFields>;

/** What a value of `kind` becomes: a category or language chosen by name, or a place; nothing chosen ignores the value. */
export function MappingTargetField({ control, kind }: { control: MappingControl; kind: IngestMappingKind }) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  const languages = useLanguages().data ?? [];
  const nameOf = useLocalName();
  const places = usePlaces(kind === 'place');
  const target = useController({ control, name: 'target' });
  if (kind === 'place') {
    return (
      <PlaceFields
        value={placeOfTarget(places, target.field.value)}
        onChange={(place) => target.field.onChange(placeTargetOf(place) ?? '')}
        errors={{ local_level_id: target.fieldState.error?.message }}
      />
    );
  }
  const options = kind === 'category' ? categories : languages;
  return (
    <FormTextField control={control} name="target" select label={t('ingest.mappings.target')} fullWidth>
      <MenuItem value="">
        <em>{t('ingest.mappings.ignore')}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {nameOf(option)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** A saved mapping's target by name: the category, language or place it stands for, its stored form until they load. */
export function useTargetName() {
  const categories = useCategories().data ?? [];
  const languages = useLanguages().data ?? [];
  const nameOf = useLocalName();
  const places = usePlaces();
  const language = usePlaceLanguage();
  return (kind: IngestMappingKind, target: string): string => {
    if (kind === 'place') {
      const place = placeOfTarget(places, target);
      const named = places?.localLevel(place.local_level_id) ?? places?.district(place.district_id) ?? places?.province(place.province_id);
      return named?.[language] ?? target;
    }
    const found = (kind === 'category' ? categories : languages).find((option) => String(option.id) === target);
    return found ? nameOf(found) : target;
  };
}
