import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's own greens, blues and oranges carry white text at about 3:1; these darker shades keep
 * every notice at 4.5:1 or better, in light and dark mode alike.
 */
export const Notice = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a84300' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
});

export const NOTICE_COMPONENTS = { default: Notice, success: Notice, info: Notice, warning: Notice, error: Notice };
