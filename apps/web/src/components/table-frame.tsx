import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { tableCellClasses } from '@mui/material/TableCell';
import type { ReactNode } from 'react';
import { type ScrollEdges, useScrollEdges } from '../lib/use-scroll-edges.ts';

type Props = {
  /** The region's name (the table's heading, or a label of its own). */
  label?: string;
  labelledBy?: string;
  /**
   * The table is what a section of the same name holds (a card under its heading): the frame is then a
   * group, not a second landmark of that name.
   */
  inNamedSection?: boolean;
  /** A border round the table, where it does not stand inside a card of its own. */
  outlined?: boolean;
  children: ReactNode;
};

/** How far into the region its content fades at an edge it can scroll towards. */
const FADE_PX = 40;

/**
 * Cells 6 px either side rather than MUI's 16: a console table's eight or nine columns then fit beside
 * the drawer at 1280 px without a word broken inside, with room for a long name or place.
 */
const CELLS = { [`& .${tableCellClasses.root}`]: { px: 0.75 } };

/**
 * The frame of every list table. Wider than its page (a phone), the table scrolls sideways inside
 * this named region (or group), which the keyboard can focus and scroll; the edge it can scroll towards fades
 * out, so a reader sees there is more of it (`data-scrolls` says which: start, end or both).
 */
export function TableFrame({ label, labelledBy, inNamedSection = false, outlined = false, children }: Props) {
  const [scroller, edges] = useScrollEdges<HTMLDivElement>();
  return (
    <Box component={outlined ? Paper : 'div'} variant={outlined ? 'outlined' : undefined} sx={{ minWidth: 0 }}>
      <Box
        ref={scroller}
        role={inNamedSection ? 'group' : 'region'}
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={0}
        data-scrolls={scrollsTowards(edges)}
        sx={{
          overflowX: 'auto',
          borderRadius: 'inherit',
          maskImage: fadeAt(edges),
          ...CELLS,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function scrollsTowards({ start, end }: ScrollEdges) {
  if (start && end) return 'both';
  if (start) return 'start';
  if (end) return 'end';
  return undefined;
}

function fadeAt({ start, end }: ScrollEdges) {
  if (!start && !end) return 'none';
  const edge = (faded: boolean) => (faded ? 'transparent' : '#000');
  return `linear-gradient(to right, ${edge(start)}, #000 ${FADE_PX}px, #000 calc(100% - ${FADE_PX}px), ${edge(end)})`;
}
