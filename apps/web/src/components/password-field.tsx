import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormOutlinedField, type FormOutlinedFieldProps } from './form-outlined-field.tsx';

/** A password field with the show/hide toggle every password field of the spec has. */
export function PasswordField<T extends FieldValues, Out extends FieldValues = T>(
  props: Omit<FormOutlinedFieldProps<T, Out>, 'type' | 'endAdornment'>,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('common.hidePassword') : t('common.showPassword');
  return (
    <FormOutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={label} title={label} onClick={() => setVisible((shown) => !shown)} edge="end" size="small">
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
