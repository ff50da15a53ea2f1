import Add from '@mui/icons-material/Add';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** A card's "add" button that stops at a limit: disabled (and saying why) while `full` or before the list has loaded. */
export function CappedAddButton(props: { label: string; full: boolean; fullText: string; loaded: boolean; onClick(): void }) {
  return (
    <Tooltip title={props.full ? props.fullText : props.label}>
      <span>
        <IconButton aria-label={props.label} disabled={!props.loaded || props.full} onClick={props.onClick}>
          <Add />
        </IconButton>
      </span>
    </Tooltip>
  );
}
