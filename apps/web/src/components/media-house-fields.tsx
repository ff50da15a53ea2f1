import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import type { ProfileUpdateFields } from '@portal/shared';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRegisterCategories } from '../lib/lookups.ts';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

type TextFieldName = Exclude<keyof ProfileUpdateFields, 'category'>;

/**
 * The media house's details as Register asks for them and My Account edits them, in one order and
 * with one set of labels. Reads the form from its FormProvider; the email field differs (typed when
 * registering, fixed afterwards), so the caller passes it in.
 */
export function MediaHouseFields({
  email,
  editorRequired,
  registrationHelp,
}: {
  email: ReactNode;
  editorRequired: boolean;
  registrationHelp?: string;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileUpdateFields>();
  const categories = useRegisterCategories();

  const field = (name: TextFieldName, label: string, extra: Omit<FormTextFieldProps<ProfileUpdateFields>, 'control' | 'name'> = {}) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField control={control} name={name} label={label} {...extra} />
    </Grid>
  );

  return (
    <>
      {field('full_name', t('register.fullName'), { required: true, autoFocus: true, autoComplete: 'organization' })}
      {field('company_name', t('register.companyName'), { required: true })}
      <Grid size={{ xs: 12, sm: 6 }}>{email}</Grid>
      {field('editor_name', t('register.editorName'), { required: editorRequired })}
      {field('link', t('register.link'), { type: 'url', placeholder: 'https://', autoComplete: 'url' })}
      {field('tel_no', t('register.telNo'), { required: true, type: 'tel', autoComplete: 'tel' })}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="category" label={t('register.category')} select required>
          {(categories.data ?? []).map((category) => (
            <MenuItem key={category.id} value={category.value}>
              {category.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      {field('mobile_no', t('register.mobileNo'), {
        required: true,
        type: 'tel',
        autoComplete: 'tel-national',
        slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 10 } },
      })}
      {field('registration_no', t('register.registrationNo'), { required: true, helperText: registrationHelp })}
      {field('contact_person', t('register.contactPerson'), { required: true, autoComplete: 'name' })}
    </>
  );
}
