import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AnalyticsFigures } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { FIGURES } from './figures.ts';

/**
 * Out of sight but read by screen readers: the chart's figures, which its SVG cannot tell. Sizes in px: `sx` reads `width: 1` as 100 %.
 * On a box round the table, not the table: a table is never narrower than its cells, and a wide one made the page scroll sideways.
 */
const offScreen = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The table a chart draws: one row per day or category, a column per figure. */
export function ChartFiguresTable(props: { caption: string; heading: string; rows: (AnalyticsFigures & { label: string })[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={offScreen}>
      <Table size="small">
        <caption>{props.caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{props.heading}</TableCell>
            {FIGURES.map((figure) => (
              <TableCell key={figure}>{t(`analytics.figures.${figure}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {FIGURES.map((figure) => (
                <TableCell key={figure}>{row[figure]}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
