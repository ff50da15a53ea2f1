import { endpoints } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from './api-call.ts';
import { localText } from './local-text.ts';

const HOUR = 3_600_000;

/** The agency's news categories (SPEC.md §7 categories/all); they change rarely. */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => call(endpoints.lookups.categories, { signal }).then((answer) => answer.data),
  staleTime: HOUR,
});

export const languagesQuery = queryOptions({
  queryKey: ['languages'],
  queryFn: ({ signal }) => call(endpoints.lookups.languages, { signal }).then((answer) => answer.data),
  staleTime: HOUR,
});

export const useCategories = () => useQuery(categoriesQuery);

/** IPTC writes its labels in lower case ("politics"); a list of choices starts each with a capital. */
const sentenceCase = (label: string) => label.charAt(0).toLocaleUpperCase() + label.slice(1);

/** The IPTC Media Topics the agency's categories map to, each labelled in the UI's language, by label. */
export function useMediaTopicsInUse() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['media-topics-in-use'],
    queryFn: ({ signal }) => call(endpoints.mediaTopics.inUse, { signal }).then((answer) => answer.data),
    staleTime: HOUR,
    select: (topics) =>
      topics
        .map((topic) => ({ code: topic.code, label: sentenceCase(localText(topic.label_en, topic.label_ne, i18n.language)) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
  });
}

/** A language's code ('ne', 'en') by its id; '' while the languages load. */
export function useLanguageCode() {
  const languages = useQuery(languagesQuery).data;
  return (id: number) => languages?.find((language) => language.id === id)?.code ?? '';
}
export const useLanguages = () => useQuery(languagesQuery);

/** The media categories a client registers under (setup values, key register_category), each labelled in the UI's language. */
export function useRegisterCategories() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['setup-values', 'register_category'],
    queryFn: ({ signal }) =>
      call(endpoints.lookups.setupValues, { query: { key: 'register_category' }, signal }).then((answer) => answer.data),
    staleTime: Number.POSITIVE_INFINITY,
    select: (rows) =>
      rows.map(({ id, value }) => ({ id, value: value.value, label: localText(value.label, value.label_ne, i18n.language) })),
  });
}

/** The label of a register category in the UI's language, or its stored value until the categories have loaded. */
export function useRegisterCategoryLabel() {
  const categories = useRegisterCategories();
  return (value: string) => categories.data?.find((category) => category.value === value)?.label ?? value;
}

/** Names of languages and categories in the UI's language. */
export function useLocalName() {
  const { i18n } = useTranslation();
  return (item: { name: string; name_ne: string }) => localText(item.name, item.name_ne, i18n.language);
}
