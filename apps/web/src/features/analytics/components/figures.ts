import type { AnalyticsFigures } from '@portal/shared';
import { formatNumber } from '../../../lib/numbers.ts';

/** The four figures, in the order every tile, chart and table shows them. */
export const FIGURES = ['views', 'copies', 'downloads', 'posts'] as const satisfies readonly (keyof AnalyticsFigures)[];

export const formatCount = (value: number) => formatNumber(value);
