import { Suspense } from 'react';
import type { CoverageSlot } from '../../../lib/coverage-slot.ts';
import { lazyComponent } from '../../../ui/lazy-component.ts';

const Panel = lazyComponent(() => import('./delivers-coverage-panel.tsx').then((module) => module.DeliversCoveragePanel));

/**
 * The "Delivers coverage" panel as the desks get it (app/router.tsx): a few lines that fetch the panel once it is
 * drawn, so a desk's editor paints first; nothing shows while it comes.
 */
export const DeliversCoverage: CoverageSlot = (props) => (
  <Suspense fallback={null}>
    <Panel {...props} />
  </Suspense>
);
