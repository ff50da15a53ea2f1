import { styled } from '@mui/material/styles';
import { type ReactNode, type Ref, useId } from 'react';

export type OutlinedFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown under the field in red; the field is marked invalid. */
  error?: string;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  /** A button at the end of the box (the password's show/hide toggle). */
  endAdornment?: ReactNode;
};

/** The label floats up and the outline opens for it while the input is focused, filled or autofilled. */
const RAISED = '&:has(input:focus, input:not(:placeholder-shown), input:-webkit-autofill)';
const FOCUSED = '&:has(input:focus)';

/**
 * The look of MUI's small outlined TextField (its sizes, colours, floating label and notched
 * outline), drawn with one styled element and CSS instead of FormControl, InputLabel, InputBase
 * and OutlinedInput: the sign-in screen's download stays without them (README "Bundle").
 */
const Field = styled('div')(({ theme }) => {
  // The theme has CSS variables (app/theme.ts): a colour scheme switch restyles nothing.
  const { palette, shape } = theme.vars ?? theme;
  const transition = (property: string) =>
    theme.transitions.create(property, { duration: theme.transitions.duration.shorter, easing: theme.transitions.easing.easeOut });
  return {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    minWidth: 0,
    '& > label': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.secondary,
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      maxWidth: 'calc(100% - 24px)',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      pointerEvents: 'none',
      transformOrigin: 'top left',
      transform: 'translate(14px, 9px) scale(1)',
      transition: `${transition('color')}, ${transition('transform')}, ${transition('max-width')}`,
    },
    '& .box': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.primary,
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      cursor: 'text',
      borderRadius: shape.borderRadius,
    },
    '& input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '8.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      display: 'block',
      minWidth: 0,
      width: '100%',
      WebkitTapHighlightColor: 'transparent',
      '&:focus': { outline: 0 },
      '&:-webkit-autofill': { borderRadius: 'inherit' },
      '&::placeholder': { opacity: 0 },
    },
    '& .end': {
      display: 'flex',
      alignItems: 'center',
      height: '0.01em',
      maxHeight: '2em',
      marginLeft: 8,
      paddingRight: 14,
      color: palette.action.active,
    },
    '& .box:has(.end) input': { paddingRight: 0 },
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: theme.vars ? theme.alpha(theme.vars.palette.common.onBackground, 0.23) : 'rgba(0, 0, 0, 0.23)',
      overflow: 'hidden',
      minWidth: '0%',
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      transition: theme.transitions.create('max-width', { duration: 50, easing: theme.transitions.easing.easeOut }),
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
    },
    '@media (hover: hover)': { '& .box:hover fieldset': { borderColor: palette.text.primary } },
    [RAISED]: {
      '& > label': { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' },
      '& legend': {
        maxWidth: '100%',
        transition: theme.transitions.create('max-width', { duration: 100, easing: theme.transitions.easing.easeOut, delay: 50 }),
      },
    },
    [FOCUSED]: {
      '& > label': { color: palette.primary.main },
      '& fieldset, & .box:hover fieldset': { borderColor: palette.primary.main, borderWidth: 2 },
    },
    // After the focus colours, and as specific: an invalid field stays red while focused.
    [`&.invalid, &.invalid${FOCUSED.slice(1)}`]: {
      '& > label, & fieldset, & .box:hover fieldset': { color: palette.error.main, borderColor: palette.error.main },
    },
    '& > p': {
      ...theme.typography.caption,
      color: palette.text.secondary,
      margin: '3px 14px 0',
      textAlign: 'left',
    },
    '&.invalid > p': { color: palette.error.main },
  };
});

/** A text input drawn as MUI's small outlined TextField (same markup roles: a labelled input, its message under it). */
export function OutlinedField({ label, error, helperText, endAdornment, onChange, required, inputRef, ...input }: OutlinedFieldProps) {
  const id = useId();
  const message = error ?? helperText;
  const messageId = message ? `${id}-helper-text` : undefined;
  const labelText = required ? `${label}\u2009*` : label;
  return (
    <Field className={error ? 'invalid' : undefined}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </label>
      <div className="box">
        <input
          {...input}
          ref={inputRef}
          id={id}
          required={required}
          placeholder=" "
          aria-invalid={Boolean(error)}
          aria-describedby={messageId}
          onChange={(event) => onChange(event.target.value)}
        />
        {endAdornment && <span className="end">{endAdornment}</span>}
        <fieldset aria-hidden="true">
          <legend>
            <span>{labelText}</span>
          </legend>
        </fieldset>
      </div>
      {message && <p id={messageId}>{message}</p>}
    </Field>
  );
}
