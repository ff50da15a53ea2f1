import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Below `sm` the Team screen's tables become lists of short cards. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
