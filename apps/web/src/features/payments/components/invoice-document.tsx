import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Invoice } from '@portal/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../components/table-frame.tsx';
import { describeInvoice, type InvoiceContent, type InvoiceLine, type InvoiceParty, ITEM_COLUMNS } from './invoice-content.ts';

type HeadingLevel = 'h2' | 'h3';

/**
 * An invoice as the screen shows it, on the invoice page and in My Account's dialog; the heading
 * "Invoice" is theirs. `headingLevel` is that of FROM and BILL TO under it.
 */
export function InvoiceDocument({ invoice, headingLevel }: { invoice: Invoice; headingLevel: HeadingLevel }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const content = describeInvoice(invoice, t);
  return (
    <Stack sx={{ gap: 3 }}>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
        {content.facts.map((fact) => (
          <Stack key={fact.label} direction="row" sx={{ gap: 0.75 }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {fact.label}:
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {fact.value}
            </Box>
          </Stack>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
        <Party party={content.from} headingLevel={headingLevel} />
        <Party party={content.billTo} headingLevel={headingLevel} />
      </Box>
      {narrow ? <InvoiceItemsList content={content} /> : <InvoiceItemsTable content={content} />}
    </Stack>
  );
}

/** Wide screens: the table of SPEC.md §2 Invoice. */
function InvoiceItemsTable({ content }: { content: InvoiceContent }) {
  return (
    <TableFrame label={content.caption} outlined>
      <Table size="small" sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            {ITEM_COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {content.columns[column]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            {ITEM_COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'} sx={{ verticalAlign: 'top' }}>
                {content.item[column]}
                {column === 'duration' && (
                  <Typography variant="body2" color="text.secondary">
                    {content.period}
                  </Typography>
                )}
              </TableCell>
            ))}
          </TableRow>
          {content.totals.map((total, index) => {
            const strong = index === content.totals.length - 1 ? { fontWeight: 700 } : undefined;
            return (
              <TableRow key={total.label}>
                <TableCell component="th" scope="row" colSpan={ITEM_COLUMNS.length - 1} align="right" sx={strong}>
                  {total.label}
                </TableCell>
                <TableCell align="right" sx={{ ...strong, whiteSpace: 'nowrap' }}>
                  {total.value}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableFrame>
  );
}

/** Phones: the same lines stacked, so the total is never scrolled out of sight. */
function InvoiceItemsList({ content }: { content: InvoiceContent }) {
  const lines = [
    ...ITEM_COLUMNS.map((column) => ({
      label: content.columns[column],
      value: content.item[column],
      note: column === 'duration' ? content.period : undefined,
    })),
    ...content.totals.map((total) => ({ ...total, note: undefined })),
  ];
  const totalLabel = content.totals.at(-1)?.label;
  return (
    <Paper variant="outlined" component="section" aria-label={content.caption} sx={{ px: 2, py: 1 }}>
      <Box component="dl" sx={{ m: 0 }}>
        {lines.map((line) => {
          const strong = line.label === totalLabel ? { fontWeight: 700 } : undefined;
          return (
            <Stack
              key={line.label}
              direction="row"
              sx={{
                justifyContent: 'space-between',
                gap: 2,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { border: 0 },
              }}
            >
              <Box component="dt" sx={{ color: 'text.secondary', ...strong }}>
                {line.label}
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right', ...strong }}>
                {line.value}
                {line.note && (
                  <Typography variant="body2" color="text.secondary">
                    {line.note}
                  </Typography>
                )}
              </Box>
            </Stack>
          );
        })}
      </Box>
    </Paper>
  );
}

function Party({ party, headingLevel }: { party: InvoiceParty; headingLevel: HeadingLevel }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component={headingLevel} variant="overline" color="text.secondary">
        {party.heading}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{party.name}</Typography>
      {party.lines.map((line) => (
        <Typography key={line.label} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line.label}: <LineValue line={line} />
        </Typography>
      ))}
    </Box>
  );
}

const LineValue = ({ line }: { line: InvoiceLine }) =>
  line.href ? (
    <Link href={line.href} target="_blank" rel="noopener noreferrer">
      {line.value}
    </Link>
  ) : (
    line.value
  );
