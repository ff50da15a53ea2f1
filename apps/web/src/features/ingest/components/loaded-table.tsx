import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';

/** A query's section body: its error, a placeholder while it loads, then its content. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) return <LoadError query={query} />;
  if (query.data === undefined) return <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />;
  return <>{children(query.data)}</>;
}

/** A query's rows as a small table under `headings` (an empty heading is an actions column, aligned right), or `empty` when there are none. */
export function LoadedTable<Row extends { id: number }>(props: {
  query: UseQueryResult<Row[]>;
  label: string;
  empty: string;
  headings: string[];
  cells: (row: Row) => ReactNode[];
}) {
  const alignOf = (index: number) => (props.headings[index] === '' ? 'right' : undefined);
  return (
    <Loaded query={props.query}>
      {(rows) =>
        rows.length === 0 ? (
          <Typography color="text.secondary">{props.empty}</Typography>
        ) : (
          <TableFrame label={props.label} inNamedSection>
            <Table size="small" aria-label={props.label} sx={{ minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  {props.headings.map((heading, index) => (
                    <TableCell key={heading || index} align={alignOf(index)}>
                      {heading}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    {props.cells(row).map((cell, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, fixed in number and order
                      <TableCell key={index} align={alignOf(index)} sx={{ overflowWrap: 'break-word' }}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableFrame>
        )
      }
    </Loaded>
  );
}
