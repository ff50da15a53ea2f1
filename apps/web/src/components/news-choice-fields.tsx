import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type Control, type FieldValues, type RefCallBack, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLookupNames } from '../lib/use-lookup-names.ts';

/** A form field as react-hook-form's Controller hands it over. */
type Field<Value> = { name: string; value: Value; onChange(value: Value): void; onBlur(): void; ref: RefCallBack };
type Props<Value> = { field: Field<Value>; error?: string | undefined; disabled?: boolean };

const LoadingChoices = () => (
  <>
    <Skeleton width="60%" />
    <Skeleton width="50%" />
  </>
);

/** One language for the story, as a radio group (SPEC.md §2). */
export function LanguageField({ field, error, disabled = false }: Props<string>) {
  const { t } = useTranslation();
  const { languages, nameOf } = useLookupNames();
  return (
    <FormControl component="fieldset" error={Boolean(error)} required disabled={disabled}>
      <FormLabel component="legend">{t('uploads.form.language')}</FormLabel>
      {languages.length === 0 && <LoadingChoices />}
      <RadioGroup name={field.name} value={field.value} onChange={(_, value) => field.onChange(value)} onBlur={field.onBlur}>
        {languages.map((language, index) => (
          <FormControlLabel
            key={language.id}
            value={String(language.id)}
            label={nameOf(language)}
            control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The story's categories, as checkboxes: at least one. */
export function CategoriesField({ field, error, disabled = false }: Props<number[]>) {
  const { t } = useTranslation();
  const { categories, nameOf } = useLookupNames();
  const toggle = (id: number, checked: boolean) =>
    field.onChange(checked ? [...field.value, id] : field.value.filter((chosen) => chosen !== id));
  return (
    <FormControl component="fieldset" error={Boolean(error)} required disabled={disabled}>
      <FormLabel component="legend">{t('uploads.form.categories')}</FormLabel>
      {categories.length === 0 && <LoadingChoices />}
      {/* Two columns where a phone gives the panel the full width; one in the side panel of a wide screen. */}
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        {categories.map((category, index) => (
          <FormControlLabel
            key={category.id}
            label={nameOf(category)}
            control={
              <Checkbox
                inputRef={index === 0 ? field.ref : undefined}
                checked={field.value.includes(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

type ChoiceForm = { language_id: string; category_ids: number[] };

/** The language and categories of a story or a video, bound to the form they belong to. */
export function NewsChoiceFields<T extends ChoiceForm, Out extends FieldValues = T>(props: {
  control: Control<T, unknown, Out>;
  disabled?: boolean;
}) {
  // Both fields exist in every form this takes; react-hook-form cannot narrow a generic form's paths.
  const control = props.control as unknown as Control<ChoiceForm>;
  const language = useController({ control, name: 'language_id' });
  const categories = useController({ control, name: 'category_ids' });
  return (
    <Stack sx={{ gap: 3 }}>
      <LanguageField field={language.field} error={language.fieldState.error?.message} disabled={props.disabled} />
      <CategoriesField field={categories.field} error={categories.fieldState.error?.message} disabled={props.disabled} />
    </Stack>
  );
}
