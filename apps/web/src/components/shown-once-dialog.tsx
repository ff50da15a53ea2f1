import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CopyText } from './copy-text.tsx';

export type ShownValue = { value: string; copyLabel: string; heading?: string };

/** Credentials just made, shown this once under a warning, each with its Copy button; closing the dialog forgets them. */
export function ShownOnceDialog(props: { title: string; warning: string; values: ShownValue[]; doneLabel: string; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{props.warning}</Alert>
          {props.values.map((shown) => (
            <Stack key={shown.copyLabel} spacing={2}>
              {shown.heading && <Typography variant="subtitle2">{shown.heading}</Typography>}
              <CopyText value={shown.value} label={shown.copyLabel} />
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose}>
          {props.doneLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
