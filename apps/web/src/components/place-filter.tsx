import type { LocalLevel, PlacesIndex } from '@portal/shared';
import { type KeyboardEvent, type PointerEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choosePlace, hasPlace, NO_PLACE, nameMatches, type PlaceValue } from '../lib/place-value.ts';
import { usePlaces } from '../lib/places.ts';
import { IconButton } from '../ui/button.tsx';
import { FieldFrame, fieldStyles } from '../ui/field-frame.tsx';
import { Listbox, useActiveOption, useOutsidePress } from '../ui/listbox.tsx';
import styles from './place-filter.module.css';

type Language = 'en' | 'ne';

/** One place a list can be filtered by, at any level, with the line of the levels above it. */
export type PlaceChoice = {
  level: keyof PlaceValue;
  id: number;
  en: string;
  ne: string;
  kind?: LocalLevel['kind'];
  within: { en: string; ne: string } | null;
};

/** At most this many places are offered for what was typed: enough to see the one meant, few enough for a phone. */
export const MOST_CHOICES_SHOWN = 40;

/** Every province, district and local level, in that order, each with its parents named. */
export function placeChoices(places: PlacesIndex): PlaceChoice[] {
  const { provinces, districts, localLevels } = places.data;
  const line = (...names: ({ en: string; ne: string } | undefined)[]) => {
    const known = names.filter((name) => name !== undefined);
    return { en: known.map((name) => name.en).join(', '), ne: known.map((name) => name.ne).join(', ') };
  };
  return [
    ...provinces.map((row): PlaceChoice => ({ level: 'province_id', id: row.id, en: row.en, ne: row.ne, within: null })),
    ...districts.map(
      (row): PlaceChoice => ({ level: 'district_id', id: row.id, en: row.en, ne: row.ne, within: line(places.province(row.province)) }),
    ),
    ...localLevels.map((row): PlaceChoice => {
      const district = places.district(row.district);
      return {
        level: 'local_level_id',
        id: row.id,
        en: row.en,
        ne: row.ne,
        kind: row.kind,
        within: line(district, places.province(district?.province)),
      };
    }),
  ];
}

/**
 * The places offered for what was typed: with nothing typed, the provinces and districts; otherwise the
 * places whose name holds it, those whose name starts with it first, provinces and districts before local levels.
 */
export function choicesFor(choices: PlaceChoice[], typed: string): PlaceChoice[] {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return choices.filter((choice) => choice.level !== 'local_level_id');
  const found = choices.filter((choice) => nameMatches(choice, wanted));
  const startsWith = (choice: PlaceChoice) => choice.en.toLowerCase().startsWith(wanted) || choice.ne.startsWith(wanted);
  return [...found.filter(startsWith), ...found.filter((choice) => !startsWith(choice))].slice(0, MOST_CHOICES_SHOWN);
}

/** The most precise level the value names, or null. */
function chosenOf(choices: PlaceChoice[], value: PlaceValue): PlaceChoice | null {
  const [level, id] =
    value.local_level_id !== null
      ? (['local_level_id', value.local_level_id] as const)
      : value.district_id !== null
        ? (['district_id', value.district_id] as const)
        : (['province_id', value.province_id] as const);
  return choices.find((choice) => choice.level === level && choice.id === id) ?? null;
}

type Props = { value: PlaceValue; onChange(value: PlaceValue): void };

/**
 * A list's place filter in one field: a province, district or local level found by its Nepali or English
 * name. Choosing a local level or district also sets the levels above it, as the address and API take them.
 * Emptying the field drops the place; leaving it with a half-typed name shows the chosen place again.
 */
export function PlaceFilter({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  // Nepal's places (~17 KB) are asked when a place is to be named or chosen, not with every list's first screen.
  const [engaged, setEngaged] = useState(false);
  const places = usePlaces(engaged || hasPlace(value));
  const engage = () => setEngaged(true);
  const language: Language = i18n.language === 'ne' ? 'ne' : 'en';
  const choices = useMemo(() => (places ? placeChoices(places) : []), [places]);
  const chosen = chosenOf(choices, value);
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const offered = open ? choicesFor(choices, typed ?? '') : [];
  const options = useActiveOption(listId, offered.length);
  const close = () => {
    setOpen(false);
    setTyped(null);
    options.setActive(-1);
  };
  const field = useOutsidePress(open, close);
  const kindOf = (choice: PlaceChoice) =>
    choice.kind ? t(`places.kinds.${choice.kind}`) : t(choice.level === 'province_id' ? 'places.province' : 'places.district');

  const choose = (choice: PlaceChoice | null) => {
    if (places) onChange(choice ? choosePlace(places, NO_PLACE, choice.level, choice.id) : NO_PLACE);
    close();
  };
  const type = (text: string) => {
    setTyped(text);
    setOpen(true);
    options.setActive(-1);
    if (text === '' && chosen) onChange(NO_PLACE);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    if (options.onKeyDown(event)) return;
    if (event.key === 'Enter' && open && options.active >= 0) {
      event.preventDefault();
      choose(offered[options.active] ?? null);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };
  // The field's buttons leave the focus in the input, as a press on an option does.
  const keepFocus = (event: PointerEvent) => event.preventDefault();
  const status = !places ? t('places.loading') : offered.length === 0 ? t('places.noMatch') : undefined;

  return (
    <div ref={field} className={styles.place}>
      <FieldFrame
        id={id}
        label={t('places.legend')}
        raised
        end={
          <>
            {chosen && (
              <IconButton
                icon="close"
                label={t('common.clear')}
                hint={false}
                tabIndex={-1}
                className={styles.clear}
                onPointerDown={keepFocus}
                onClick={() => choose(null)}
              />
            )}
            <IconButton
              icon="arrowDropDown"
              label={open ? t('common.close') : t('places.open')}
              hint={false}
              tabIndex={-1}
              className={styles.indicator}
              onPointerDown={keepFocus}
              onClick={() => {
                input.current?.focus();
                if (open) close();
                else setOpen(true);
              }}
            />
          </>
        }
      >
        <input
          ref={input}
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? options.activeId : undefined}
          autoComplete="off"
          className={fieldStyles.control}
          placeholder={t('places.anyPlace')}
          value={typed ?? chosen?.[language] ?? ''}
          onChange={(event) => type(event.target.value)}
          onClick={() => setOpen(true)}
          onPointerEnter={engage}
          onFocus={engage}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </FieldFrame>
      {open && (
        <Listbox
          id={listId}
          label={t('places.legend')}
          options={offered}
          status={status}
          active={options.active}
          selected={(choice) => choice === chosen}
          onChoose={choose}
          renderOption={(choice) => (
            <span className={styles.option}>
              <span>
                {choice[language]}
                <span className={styles.otherName}>{language === 'ne' ? choice.en : choice.ne}</span>
              </span>
              <span className={styles.within}>{[kindOf(choice), choice.within?.[language]].filter(Boolean).join(' · ')}</span>
            </span>
          )}
        />
      )}
    </div>
  );
}
