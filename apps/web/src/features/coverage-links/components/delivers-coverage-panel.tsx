import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoverageKind } from '@portal/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import type { CoverageItem } from '../../../lib/coverage-slot.ts';
import { useCoverageSuggestions } from '../api/get-coverage-suggestions.ts';
import { useLinkedCoverages } from '../api/get-linked-coverages.ts';
import { useDeliverCoverage, useUndeliverCoverage } from '../api/link-coverage.ts';
import { CoveragePickerDialog } from './coverage-picker-dialog.tsx';
import { CoverageRow } from './coverage-row.tsx';
import { rangeAround } from './nepal-days.ts';

type Props = CoverageItem & {
  /** Shown right after publishing: a Close that puts the card away. */
  onDismiss?: () => void;
};

/**
 * "Delivers coverage": the agenda's coverages a published item may deliver, suggested by its kind and publishing time,
 * each linked in one click; once linked, the coverage with its event and an Undo. "Find another event" picks one from
 * the agenda of a few weeks around today when the suggestion is not the right one. An item not yet published can be
 * linked once it is.
 */
export function DeliversCoveragePanel({ kind, id, title, published, onDismiss }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const [picking, setPicking] = useState(false);
  const item = useMemo(() => ({ kind, id }), [kind, id]);
  const range = useMemo(() => rangeAround(), []);
  const suggestions = useCoverageSuggestions(item, published);
  const notOut = !published || (suggestions.error instanceof ApiError && suggestions.error.status === 422);
  const linked = useLinkedCoverages(item, range, !notOut);
  const deliver = useDeliverCoverage(item);
  const undeliver = useUndeliverCoverage(item);
  const busy = deliver.isPending || undeliver.isPending;
  const kindName = (coverageKind: CoverageKind) => t(`agendaTerms.kinds.${coverageKind}`);
  const links = linked.data ?? [];

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="h3" component="h2" sx={{ flex: 1, minWidth: 0 }}>
            <Button
              id={headingId}
              color="inherit"
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpen(!open)}
              endIcon={open ? <ExpandLess /> : <ExpandMore />}
              sx={{ font: 'inherit', textTransform: 'none', px: 1, ml: -1, justifyContent: 'flex-start', textAlign: 'start' }}
            >
              {t('coverageLinks.title')}
            </Button>
          </Typography>
          {onDismiss && (
            <IconButton size="small" aria-label={t('coverageLinks.dismiss')} onClick={onDismiss}>
              <Close fontSize="small" />
            </IconButton>
          )}
        </Stack>
        <Stack id={bodyId} hidden={!open} sx={{ gap: 1.5, '&[hidden]': { display: 'none' } }}>
          {onDismiss && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('coverageLinks.justPublished', { title })}
            </Typography>
          )}
          {notOut ? (
            <Typography variant="body2" color="text.secondary">
              {t('coverageLinks.unpublished')}
            </Typography>
          ) : (
            <>
              {links.length > 0 && (
                <List dense disablePadding aria-label={t('coverageLinks.linked')}>
                  {links.map(({ event, coverage }) => (
                    <CoverageRow
                      key={coverage.id}
                      eventId={event.id}
                      eventTitle={event.title}
                      kind={coverage.kind}
                      when={{ ...coverage, start_date: event.start_date, start_time: event.start_time }}
                      status={t('coverageLinks.delivered')}
                      action={
                        <Button
                          size="small"
                          variant="outlined"
                          color="inherit"
                          aria-label={t('coverageLinks.undoOf', { kind: kindName(coverage.kind), title: event.title })}
                          loading={undeliver.isPending && undeliver.variables === coverage.id}
                          disabled={busy}
                          onClick={() => undeliver.mutate(coverage.id)}
                        >
                          {t('coverageLinks.undo')}
                        </Button>
                      }
                    />
                  ))}
                </List>
              )}
              {links.length === 0 && (
                <Suggestions
                  suggestions={suggestions}
                  busy={busy}
                  delivering={deliver.isPending ? deliver.variables : undefined}
                  onDeliver={(coverageId) => deliver.mutate(coverageId)}
                />
              )}
              <Button
                variant="text"
                size="small"
                startIcon={<Search />}
                onClick={() => setPicking(true)}
                disabled={busy}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('coverageLinks.findAnother')}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
      {picking && (
        <CoveragePickerDialog
          item={item}
          startRange={range}
          pending={deliver.isPending}
          onClose={() => setPicking(false)}
          onPick={(coverageId) => deliver.mutate(coverageId, { onSuccess: () => setPicking(false) })}
        />
      )}
    </Card>
  );
}

function Suggestions(props: {
  suggestions: ReturnType<typeof useCoverageSuggestions>;
  busy: boolean;
  delivering: number | undefined;
  onDeliver: (coverageId: number) => void;
}) {
  const { t } = useTranslation();
  const { suggestions } = props;
  if (suggestions.isError) return <LoadError query={suggestions} />;
  if (!suggestions.data) {
    return (
      <Stack sx={{ gap: 1 }} aria-busy="true" aria-label={t('coverageLinks.loading')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (suggestions.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('coverageLinks.none')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={t('coverageLinks.suggested')}>
      {suggestions.data.map((suggestion) => (
        <CoverageRow
          key={suggestion.coverage_id}
          eventId={suggestion.event_id}
          eventTitle={suggestion.title}
          kind={suggestion.kind}
          when={suggestion}
          status={t(`agendaTerms.states.${suggestion.state}`)}
          action={
            <Button
              size="small"
              variant="contained"
              aria-label={t('coverageLinks.markDeliveredOf', {
                kind: t(`agendaTerms.kinds.${suggestion.kind}`),
                title: suggestion.title,
              })}
              loading={props.delivering === suggestion.coverage_id}
              disabled={props.busy}
              onClick={() => props.onDeliver(suggestion.coverage_id)}
            >
              {t('coverageLinks.markDelivered')}
            </Button>
          }
        />
      ))}
    </List>
  );
}
