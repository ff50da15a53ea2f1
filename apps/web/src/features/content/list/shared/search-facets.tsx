import type { FacetCount, FacetDateBandCount, SearchFacets } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../../../lib/list-params.ts';
import { useCategories, useLanguages, useLocalName } from '../../../../lib/lookups.ts';
import { formatNumber } from '../../../../lib/numbers.ts';
import { usePlaceLanguage, usePlaces } from '../../../../lib/places.ts';
import { useMediaQuery } from '../../../../ui/use-media-query.ts';
import styles from './search-facets.module.css';
import { aboutFigure } from './search-summary.tsx';

/** The most categories a search's facets show folded: the rest hold few of its matches, and a press shows them all. */
export const MOST_CATEGORIES = 8;
const PHONE = '(max-width: 599.95px)';

type Props = { facets: SearchFacets; params: ListParams; onChange: (change: Partial<ListParams>) => void };
/** A value to filter by: chosen already (pressed, a press takes it away again), or not. */
type FacetValue = {
  key: string | number;
  label: string;
  count: number;
  chosen: boolean;
  choose: Partial<ListParams>;
  unchoose: Partial<ListParams>;
};
/** `fold`, where the group folds values away: whether it is open ("Show fewer"), else how many a press shows ("Show N more"). */
type FacetGroup = { key: string; heading: string; values: FacetValue[]; fold?: { open: boolean; hidden: number } };

const noDates: Partial<ListParams> = { preset: undefined, customRange: undefined, from: undefined, to: undefined, bsMonth: undefined };

/** A date band as the date filter shows it: a preset, or a custom range ending the day before the past month. */
function dateValue(band: FacetDateBandCount, params: ListParams, label: string): FacetValue {
  const { date_preset: preset, date_to: to } = band.filters;
  const choose = preset ? { ...noDates, preset } : { ...noDates, customRange: true, to };
  const chosen = preset ? params.preset === preset : !params.preset && !params.from && params.to === to;
  return { key: band.band, label, count: band.count, chosen, choose, unchoose: noDates };
}

/** The date, category, language and province groups, with the values' names in the interface's language. */
function useFacetGroups({ facets, params, allCategories }: Pick<Props, 'facets' | 'params'> & { allCategories: boolean }): FacetGroup[] {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const categories = useCategories().data ?? [];
  const languages = useLanguages().data ?? [];
  const places = usePlaces();
  const placeLanguage = usePlaceLanguage();
  const named = (counts: FacetCount[], name: (id: number) => string | undefined) =>
    counts.map(({ id, count }) => ({ id, count, label: name(id) ?? String(id) }));
  const categoryName = (id: number) => {
    const category = categories.find((row) => row.id === id);
    return category && nameOf(category);
  };
  const chosenCategory = (id: number) => params.categoryIds.length === 1 && params.categoryIds[0] === id;
  // Folded, the most common categories, and the one chosen wherever it ranks, so a press can take it away.
  const shownCategories = allCategories
    ? facets.categories
    : facets.categories.filter(({ id }, index) => index < MOST_CATEGORIES || chosenCategory(id));
  const hiddenCategories = facets.categories.length - shownCategories.length;
  const foldsCategories = allCategories ? facets.categories.length > MOST_CATEGORIES : hiddenCategories > 0;
  const languageName = (id: number) => {
    const language = languages.find((row) => row.id === id);
    return language && nameOf(language);
  };
  return [
    {
      key: 'date',
      heading: t('filters.date'),
      values: facets.dates.map((band) =>
        dateValue(band, params, band.band === 'older' ? t('facets.older') : t(`filters.presets.${band.band}`)),
      ),
    },
    {
      key: 'category',
      heading: t('filters.categories'),
      ...(foldsCategories ? { fold: { open: allCategories, hidden: hiddenCategories } } : {}),
      values: named(shownCategories, categoryName).map(({ id, ...value }) => ({
        key: id,
        ...value,
        chosen: chosenCategory(id),
        choose: { categoryIds: [id] },
        unchoose: { categoryIds: [] },
      })),
    },
    {
      key: 'language',
      heading: t('filters.language'),
      values: named(facets.languages, languageName).map(({ id, ...value }) => ({
        key: id,
        ...value,
        chosen: params.languageId === id,
        choose: { languageId: id },
        unchoose: { languageId: undefined },
      })),
    },
    {
      key: 'province',
      heading: t('facets.province'),
      values: named(facets.provinces, (id) => places?.province(id)?.[placeLanguage]).map(({ id, ...value }) => ({
        key: id,
        ...value,
        chosen: params.provinceId === id && !params.districtId && !params.localLevelId,
        choose: { provinceId: id, districtId: undefined, localLevelId: undefined },
        unchoose: { provinceId: undefined, districtId: undefined, localLevelId: undefined },
      })),
    },
  ].filter((group) => group.values.length > 0);
}

/**
 * How a search's matches fall per date band, category, language and province; a press on a value
 * filters the list by it, and a press on the value chosen takes the filter away. Counts of a large
 * search are estimates, so they say "about". Open beside the results on a wide screen, folded on a phone.
 */
export function SearchFacetsPanel({ facets, params, onChange }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE);
  const [allCategories, setAllCategories] = useState(false);
  const groups = useFacetGroups({ facets, params, allCategories });
  if (groups.length === 0) return null;
  const figure = (count: number) =>
    facets.relation === 'estimate' ? t('facets.about', { figure: aboutFigure(count) }) : formatNumber(count);
  return (
    <details key={phone ? 'phone' : 'wide'} className={styles.panel} open={!phone}>
      <summary className={styles.summary}>{t('facets.heading')}</summary>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.key} className={styles.group} aria-labelledby={`facet-${group.key}`}>
            <h3 id={`facet-${group.key}`} className={styles.heading}>
              {group.heading}
            </h3>
            <ul className={styles.values}>
              {group.values.map((value) => (
                <li key={value.key}>
                  <button
                    type="button"
                    className={styles.value}
                    aria-pressed={value.chosen}
                    onClick={() => onChange(value.chosen ? value.unchoose : value.choose)}
                  >
                    {value.label} <span className={styles.count}>{figure(value.count)}</span>
                  </button>
                </li>
              ))}
            </ul>
            {group.fold && (
              <button
                type="button"
                className={styles.fold}
                aria-expanded={group.fold.open}
                onClick={() => setAllCategories(!allCategories)}
              >
                {group.fold.open ? t('facets.fewer') : t('facets.more', { figure: formatNumber(group.fold.hidden) })}
              </button>
            )}
          </section>
        ))}
      </div>
    </details>
  );
}
