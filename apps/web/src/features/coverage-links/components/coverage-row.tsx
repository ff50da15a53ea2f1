import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoverageKind } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CoverageKindIcon } from '../../../components/coverage-kind-icon.tsx';
import { useExpectedWhen } from './coverage-when.ts';

/** One coverage: its event (a link to the event's form), its kind, when it is expected and where it stands, then what to do. */
export function CoverageRow(props: {
  eventId: number;
  eventTitle: string;
  kind: CoverageKind;
  when: Parameters<ReturnType<typeof useExpectedWhen>>[0];
  status: string;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  const expected = useExpectedWhen();
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1 }}>
      <Link
        component={RouterLink}
        to={`/admin/agenda/${props.eventId}`}
        variant="subtitle2"
        underline="hover"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {props.eventTitle}
      </Link>
      <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', color: 'text.secondary', flexWrap: 'wrap', my: 0.5 }}>
        <CoverageKindIcon kind={props.kind} />
        <Typography variant="body2" component="span">
          {t(`agendaTerms.kinds.${props.kind}`)} · {props.status}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('coverageLinks.expected', { when: expected(props.when) })}
      </Typography>
      {props.action}
    </ListItem>
  );
}
