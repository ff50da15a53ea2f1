import Box from '@mui/material/Box';
import { COVERAGE_KINDS, COVERAGE_STATES, type StaffEvent } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { CoverageKindIcon } from '../../../components/coverage-kind-icon.tsx';

type Coverage = Pick<StaffEvent['coverages'][number], 'kind' | 'state'>;

/** Per kind of coverage (in the kinds' order), how many there are in each state. */
export function summarise(coverages: Coverage[]) {
  return COVERAGE_KINDS.flatMap((kind) => {
    const ofKind = coverages.filter((coverage) => coverage.kind === kind);
    if (ofKind.length === 0) return [];
    const states = COVERAGE_STATES.flatMap((state) => {
      const count = ofKind.filter((coverage) => coverage.state === state).length;
      return count > 0 ? [{ state, count }] : [];
    });
    const live = ofKind.filter((coverage) => coverage.state !== 'cancelled');
    const delivered = live.filter((coverage) => coverage.state === 'delivered').length;
    return [{ kind, states, delivered, planned: live.length }];
  });
}

/**
 * An event's coverage at a glance: each kind's icon with "delivered/planned" (cancelled ones left out), green once
 * all are delivered; its label (and hint) says how many are in each state.
 */
export function CoverageSummary({ coverages }: { coverages: Coverage[] }) {
  const { t } = useTranslation();
  const kinds = summarise(coverages);
  if (kinds.length === 0) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('agendaDesk.list.noCoverage')}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
      {kinds.map(({ kind, states, delivered, planned }) => {
        const label = t('agendaDesk.summary.kind', {
          kind: t(`agendaTerms.kinds.${kind}`),
          states: states
            .map(({ state, count }) => t('agendaDesk.summary.count', { count, state: t(`agendaTerms.states.${state}`) }))
            .join(', '),
        });
        const done = planned > 0 && delivered === planned;
        return (
          <Box
            component="li"
            key={kind}
            title={label}
            aria-label={label}
            data-kind={kind}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              border: 1,
              borderColor: done ? 'success.main' : 'divider',
              color: planned === 0 ? 'text.secondary' : 'text.primary',
              textDecoration: planned === 0 ? 'line-through' : undefined,
              whiteSpace: 'nowrap',
              fontSize: '0.8125rem',
            }}
          >
            <CoverageKindIcon kind={kind} sx={{ color: done ? 'success.main' : 'inherit' }} />
            <span aria-hidden>
              {delivered}/{planned}
            </span>
          </Box>
        );
      })}
    </Box>
  );
}
