import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** What a FilterSelect's "any" choice holds. */
export const ANY = '';

/** A select of a list's filter row; the empty choice (ANY) means "any". */
export function FilterSelect(props: {
  label: string;
  value: string;
  anyLabel: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 150px', maxWidth: { sm: 200 } }}
    >
      <MenuItem value={ANY}>{props.anyLabel}</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
