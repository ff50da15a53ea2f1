import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { EventControl } from './form-types.ts';

/** The most links an event keeps (the shared schema's limit). */
const MOST_LINKS = 10;

/** The event's links (its page, a live stream, the programme), each a text and an address; added and removed. */
export function LinksEditor({ control }: { control: EventControl }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'links', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'links' });
  const listError = errors.links?.message ?? errors.links?.root?.message;
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        {t('agendaDesk.form.links')}
      </FormLabel>
      <Stack sx={{ gap: 2 }}>
        {fields.map((field, index) => (
          <Box
            key={field.key}
            role="group"
            aria-label={`${t('agendaDesk.form.links')} ${index + 1}`}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <Stack sx={{ gap: 1.5, flex: 1, minWidth: 0 }}>
              <FormTextField control={control} name={`links.${index}.label`} label={t('agendaDesk.form.linkLabel')} />
              <FormTextField control={control} name={`links.${index}.url`} type="url" label={t('agendaDesk.form.linkUrl')} />
            </Stack>
            <IconButton aria-label={t('agendaDesk.form.removeLink', { position: index + 1 })} onClick={() => remove(index)}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {listError && <FormHelperText error>{listError}</FormHelperText>}
        {fields.length < MOST_LINKS && (
          <Box>
            <Button startIcon={<Add />} onClick={() => append({ label: '', url: '' })}>
              {t('agendaDesk.form.addLink')}
            </Button>
          </Box>
        )}
      </Stack>
    </FormControl>
  );
}
