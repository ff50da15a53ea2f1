import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SavedFolder } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The folder of a saved item: one of the person's folders, or none (''). */
export function FolderSelect(props: {
  folders: SavedFolder[];
  value: number | null;
  label: string;
  size?: 'small' | 'medium';
  onChange(folderId: number | null): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size={props.size}
      label={props.label}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value === '' ? null : Number(event.target.value))}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('savedItems.noFolder')}</MenuItem>
      {props.folders.map((folder) => (
        <MenuItem key={folder.id} value={folder.id}>
          {folder.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
