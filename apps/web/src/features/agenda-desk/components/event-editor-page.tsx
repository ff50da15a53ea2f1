import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAgendaEvent } from '../api/get-event.ts';
import { EVENTS_PATH } from './agenda-tabs.tsx';
import { EventEditor } from './event-editor.tsx';

/** /admin/agenda/new plans an event; /admin/agenda/:id loads one to change it. */
export function EventEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (id === undefined) {
    return (
      <>
        <PageTitle>{t('agendaDesk.form.newTitle')}</PageTitle>
        <EventEditor />
      </>
    );
  }
  return (
    <>
      <PageTitle>{t('agendaDesk.form.editTitle')}</PageTitle>
      <LoadedEditor id={Number(id)} />
    </>
  );
}

function LoadedEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(id) && id > 0;
  const event = useAgendaEvent(valid ? id : undefined);
  // A colleague's version, reloaded on request, draws the form again from it; a file added or removed in the form
  // (also a new version) does not, so what was typed stays.
  const [reloads, setReloads] = useState(0);
  const reload = async () => {
    await event.refetch();
    setReloads((count) => count + 1);
  };
  if (event.isSuccess) return <EventEditor key={`${event.data.id}-${reloads}`} event={event.data} onReload={reload} />;
  if (!valid || (event.error instanceof ApiError && event.error.status === 404)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to={EVENTS_PATH}>
            {t('agendaDesk.form.back')}
          </Button>
        }
      >
        {t('agendaDesk.form.notFound')}
      </Alert>
    );
  }
  if (event.isError) return <LoadError query={event} />;
  return (
    <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={240} />
      <Skeleton width="60%" />
    </Stack>
  );
}
