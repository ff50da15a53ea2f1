import CloudUpload from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';

type Props = {
  /** The input's id, for the section's <label htmlFor>. */
  id: string;
  text: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
  onPick(files: File[]): void;
};

/** A button opening the file chooser; the input is emptied after each choice so the same file can be chosen again. */
export function FilePickButton({ id, text, accept, multiple = false, disabled = false, describedBy, invalid = false, onPick }: Props) {
  return (
    <Button component="label" variant="outlined" startIcon={<CloudUpload />} disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
      {text}
      <input
        id={id}
        hidden
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
    </Button>
  );
}
