import {
  type CategoryFormInput,
  type CategoryRow,
  type LanguageFormInput,
  type LanguageRow,
  languageForm,
  type SetupValueFormInput,
  type SetupValueRow,
  setupValueForm,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { CategoryFormDialog } from './category-form-dialog.tsx';
import { type LookupField, LookupFormDialog } from './lookup-form-dialog.tsx';
import { ActiveChip, type LookupColumn, LookupTable } from './lookup-table.tsx';

/** The texts of the fields every lookup shares, in the interface language. */
function useFieldText() {
  const { t } = useTranslation();
  return (key: string) => t(`lookupsAdmin.fields.${key}`);
}

const positionColumn = <R extends { position: number }>(label: string): LookupColumn<R> => ({
  key: 'position',
  label,
  align: 'right',
  render: (row) => row.position,
});

export function CategoriesTab() {
  const { t } = useTranslation();
  const field = useFieldText();
  const fields: LookupField<CategoryFormInput>[] = [
    { name: 'name', label: field('name') },
    { name: 'name_ne', label: field('nameNe'), lang: 'ne' },
    { name: 'slug', label: field('slug'), helperText: field('slugHelp') },
    { name: 'position', label: field('position'), kind: 'number', helperText: field('positionHelp') },
    { name: 'active', label: field('active'), kind: 'switch', helperText: field('activeHelp') },
    { name: 'default_usage_terms', label: t('usageTerms.defaultTerms'), helperText: t('usageTerms.defaultTermsHelp'), optional: true },
  ];
  const columns: LookupColumn<CategoryRow>[] = [
    { key: 'name', label: field('name'), render: (row) => row.name },
    { key: 'name_ne', label: field('nameNe'), render: (row) => <span lang="ne">{row.name_ne}</span> },
    { key: 'slug', label: field('slug'), render: (row) => row.slug },
    positionColumn(field('position')),
    {
      key: 'active',
      label: field('active'),
      render: (row) => <ActiveChip active={row.active} />,
    },
  ];
  return (
    <LookupTable
      model="categories"
      section="categories"
      columns={columns}
      nameOf={(row) => row.name}
      renderDialog={(row, onClose) => <CategoryFormDialog row={row} fields={fields} onClose={onClose} />}
    />
  );
}

export function LanguagesTab() {
  const { t } = useTranslation();
  const field = useFieldText();
  const fields: LookupField<LanguageFormInput>[] = [
    { name: 'name', label: field('name') },
    { name: 'name_ne', label: field('nameNe'), lang: 'ne' },
    { name: 'code', label: field('code'), helperText: field('codeHelp') },
    { name: 'position', label: field('position'), kind: 'number', helperText: field('positionHelp') },
  ];
  const columns: LookupColumn<LanguageRow>[] = [
    { key: 'name', label: field('name'), render: (row) => row.name },
    { key: 'name_ne', label: field('nameNe'), render: (row) => <span lang="ne">{row.name_ne}</span> },
    { key: 'code', label: field('code'), render: (row) => row.code },
    positionColumn(field('position')),
  ];
  return (
    <LookupTable
      model="languages"
      section="languages"
      columns={columns}
      nameOf={(row) => row.name}
      renderDialog={(row, onClose) => (
        <LookupFormDialog
          model="languages"
          id={row?.id}
          title={t(row ? 'lookupsAdmin.languages.editTitle' : 'lookupsAdmin.languages.addTitle')}
          schema={languageForm}
          fields={fields}
          initial={row ?? { name: '', name_ne: '', code: '', position: 0 }}
          onClose={onClose}
        />
      )}
    />
  );
}

export function SetupValuesTab() {
  const { t } = useTranslation();
  const field = useFieldText();
  const fields: LookupField<SetupValueFormInput>[] = [
    { name: 'key', label: field('key'), helperText: field('keyHelp') },
    { name: 'label', label: field('label') },
    { name: 'label_ne', label: field('labelNe'), lang: 'ne' },
    { name: 'value', label: field('value') },
    { name: 'position', label: field('position'), kind: 'number', helperText: field('positionHelp') },
  ];
  const columns: LookupColumn<SetupValueRow>[] = [
    { key: 'key', label: field('key'), render: (row) => row.key },
    { key: 'label', label: field('label'), render: (row) => row.label },
    { key: 'label_ne', label: field('labelNe'), render: (row) => <span lang="ne">{row.label_ne}</span> },
    { key: 'value', label: field('value'), render: (row) => row.value },
    positionColumn(field('position')),
  ];
  return (
    <LookupTable
      model="setupValues"
      section="setupValues"
      columns={columns}
      nameOf={(row) => row.label}
      renderDialog={(row, onClose) => (
        <LookupFormDialog
          model="setupValues"
          id={row?.id}
          title={t(row ? 'lookupsAdmin.setupValues.editTitle' : 'lookupsAdmin.setupValues.addTitle')}
          schema={setupValueForm}
          fields={fields}
          initial={row ?? { key: '', label: '', label_ne: '', value: '', position: 0 }}
          onClose={onClose}
        />
      )}
    />
  );
}
