import TextField from '@mui/material/TextField';

/** A value the user cannot change here, shown as a labelled field; a long one wraps instead of being cut off. */
export function ReadOnlyField({ label, value, autoComplete }: { label: string; value: string; autoComplete?: string }) {
  return <TextField label={label} value={value} autoComplete={autoComplete} multiline slotProps={{ input: { readOnly: true } }} />;
}
