import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVENT_STATUSES, type StaffEvent } from '@portal/shared';
import { type ReactNode, useId, useState } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPlaceFields } from '../../../components/place-fields.tsx';
import { useLeaveGuard } from '../../../components/use-leave-guard.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCardDate } from '../../../lib/dates.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useCategories, useLocalName } from '../../../lib/lookups.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useSaveEvent } from '../api/save-event.ts';
import { defaultRange, nepalNow } from './agenda-days.ts';
import { EVENTS_PATH } from './agenda-tabs.tsx';
import { CoverageEditor } from './coverage-editor.tsx';
import { draftOf, type EventDraft, type EventValues, emptyDraft, eventDraft, newEventDraft, REASONED_STATUSES } from './event-draft.ts';
import { EventFiles } from './event-files.tsx';
import type { EventControl } from './form-types.ts';
import { LinksEditor } from './links-editor.tsx';
import { RecurrenceFields, SeriesNote } from './recurrence-fields.tsx';
import { WhenFields } from './when-fields.tsx';

/** The fields the server may name in a refusal, in the form's order (a list's errors come under its name). */
const FIELD_ORDER = [
  'title',
  'title_ne',
  'description',
  'description_ne',
  'start_date',
  'start_time',
  'end_date',
  'end_time',
  'recurrence',
  'province_id',
  'district_id',
  'local_level_id',
  'venue',
  'coverages',
  'status',
  'status_reason',
  'internal_note',
  'category_ids',
  'organiser',
  'contact',
  'links',
] as const;

type Props = {
  /** The saved event; none for a new one. */
  event?: StaffEvent | undefined;
  /** Fetches the saved event again (after a colleague's save), which the form then shows. */
  onReload?: () => Promise<unknown>;
};

/** Where the list shows a saved event: its default days when the event is among them, else the 30 days from its start. */
function listPathFor(event: StaffEvent) {
  const shown = defaultRange();
  const end = event.end_date ?? event.start_date;
  if (event.start_date <= shown.to && end >= shown.from) return EVENTS_PATH;
  const from = event.start_date;
  return `${EVENTS_PATH}?${new URLSearchParams({ from, to: defaultRange(from).to })}`;
}

/**
 * The event form: what, when (BS or AD days, Nepal times; a new event may repeat), where, coverage, status with its
 * reason, the staff's internal note and, once saved, its files. Saving sends the version the form was opened at; a colleague's save since is refused (409) and the
 * form keeps what was typed, offering to reload. Leaving with unsaved changes asks first.
 */
export function EventEditor({ event, onReload }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveEvent(event?.id);
  const [serverError, setServerError] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const [reloading, setReloading] = useState(false);
  // The version a save is sent over: the one the form was opened at, moved on by the files added or removed here since.
  const [version, setVersion] = useState(event?.version);
  const { control, handleSubmit, setError, formState } = useForm<EventDraft, unknown, EventValues>({
    resolver: zodResolver(event ? eventDraft : newEventDraft),
    defaultValues: event ? draftOf(event) : emptyDraft(nepalNow().day),
  });
  const guard = useLeaveGuard(formState.isDirty);

  const submit = handleSubmit(async (fields) => {
    setServerError(undefined);
    setConflict(undefined);
    try {
      const answer = await save.mutateAsync({ fields, version });
      guard.allowLeave();
      showNotice(answer.message, { variant: 'success' });
      navigate(listPathFor(answer.data));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else setServerError(showServerErrors(error, setError, FIELD_ORDER));
    }
  });

  /**
   * A file added or removed is a version of the event: the next save goes over it, the fields typed untouched. Only
   * the very next version is taken: a colleague's save in between still makes the save a conflict (409), as it should.
   */
  const filesChanged = (changed: StaffEvent) =>
    setVersion((current) => (current !== undefined && changed.version === current + 1 ? changed.version : current));

  const reload = async () => {
    setReloading(true);
    try {
      await onReload?.();
    } finally {
      setReloading(false);
    }
  };

  const errors = errorList(formState.errors, serverError);

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 2 }}
          action={
            onReload && (
              <Button color="inherit" loading={reloading} onClick={reload}>
                {t('agendaDesk.form.reload')}
              </Button>
            )
          }
        >
          <AlertTitle>{t('agendaDesk.form.conflictTitle')}</AlertTitle>
          {conflict} {t('agendaDesk.form.conflictKept')}
        </Alert>
      )}
      {(formState.submitCount > 0 || serverError) && errors.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>{t('agendaDesk.form.errorsTitle')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        }}
      >
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          <Section title={t('agendaDesk.form.about')}>
            <Stack sx={{ gap: 2.5 }}>
              <TextInput control={control} name="title" label={t('agendaDesk.form.title')} required autoFocus={!event} max={300} />
              <TextInput control={control} name="title_ne" label={t('agendaDesk.form.titleNe')} max={300} lang="ne" />
              <TextInput control={control} name="description" label={t('agendaDesk.form.description')} multiline max={10_000} />
              <TextInput
                control={control}
                name="description_ne"
                label={t('agendaDesk.form.descriptionNe')}
                multiline
                max={10_000}
                lang="ne"
              />
            </Stack>
          </Section>
          <Section title={t('agendaDesk.form.when')}>
            <Stack sx={{ gap: 2 }}>
              {event?.series && <SeriesNote rule={event.series.rule} startDate={event.start_date} />}
              <WhenFields control={control} />
            </Stack>
          </Section>
          {!event && (
            <Section title={t('agendaDesk.repeat.title')}>
              <RecurrenceFields control={control} />
            </Section>
          )}
          <Section title={t('agendaDesk.form.where')}>
            <Stack sx={{ gap: 2.5 }}>
              <TextInput control={control} name="venue" label={t('agendaDesk.form.venue')} max={300} />
              <FormPlaceFields control={control} disabled={formState.isSubmitting} />
            </Stack>
          </Section>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <CoverageEditor control={control} />
          </Paper>
        </Stack>
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack sx={{ gap: 2.5 }}>
              {event && (
                <Typography variant="body2" color="text.secondary">
                  {t('agendaDesk.form.updatedAt', { date: formatCardDate(event.updated_at) })}
                </Typography>
              )}
              <StatusFields control={control} />
              <Button type="submit" variant="contained" fullWidth loading={formState.isSubmitting}>
                {event ? t('agendaDesk.form.save') : t('agendaDesk.form.create')}
              </Button>
            </Stack>
          </Paper>
          <InternalNote control={control} />
          <Section title={t('agendaDesk.form.details')}>
            <Stack sx={{ gap: 2.5 }}>
              <CategoriesInput control={control} />
              <TextInput control={control} name="organiser" label={t('agendaDesk.form.organiser')} max={300} />
              <TextInput
                control={control}
                name="contact"
                label={t('agendaDesk.form.contact')}
                help={t('agendaDesk.form.contactHelp')}
                max={300}
              />
              <LinksEditor control={control} />
            </Stack>
          </Section>
          <Section title={t('agendaDesk.files.title')}>
            {event ? (
              <EventFiles event={event} onChanged={filesChanged} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('agendaDesk.files.afterSave')}
              </Typography>
            )}
          </Section>
        </Stack>
      </Box>
      {guard.dialog}
    </Box>
  );
}

/** A titled panel of the form, a region named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

type TextName =
  | 'title'
  | 'title_ne'
  | 'description'
  | 'description_ne'
  | 'venue'
  | 'organiser'
  | 'contact'
  | 'status_reason'
  | 'internal_note';

/** A text field of the event, with its schema's length and its error under it. */
function TextInput(props: {
  control: EventControl;
  name: TextName;
  label: string;
  max: number;
  required?: boolean;
  autoFocus?: boolean;
  multiline?: boolean;
  help?: string;
  lang?: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          label={props.label}
          required={props.required}
          autoFocus={props.autoFocus}
          multiline={props.multiline}
          minRows={props.multiline ? 3 : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.help}
          slotProps={{ htmlInput: { maxLength: props.max, lang: props.lang } }}
        />
      )}
    />
  );
}

/** Where the event stands; postponed and cancelled ask why (the reason is required then, and kept only then). */
function StatusFields({ control }: { control: EventControl }) {
  const { t } = useTranslation();
  const status = useWatch({ control, name: 'status' });
  return (
    <>
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('agendaDesk.form.status')}</FormLabel>
            <RadioGroup name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} row>
              {EVENT_STATUSES.map((option, index) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  label={t(`agendaTerms.statuses.${option}`)}
                  control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {REASONED_STATUSES.includes(status) && (
        <TextInput
          control={control}
          name="status_reason"
          label={t('agendaDesk.form.statusReason')}
          help={t('agendaDesk.form.statusReasonHelp')}
          required
          multiline
          max={1000}
        />
      )}
    </>
  );
}

/** The staff's own note, set apart and marked: clients never see it. */
function InternalNote({ control }: { control: EventControl }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderStyle: 'dashed', borderColor: 'warning.main', bgcolor: 'action.hover' }}>
      <Stack sx={{ gap: 1.5 }}>
        <Box>
          <Chip
            icon={<LockOutlined />}
            label={t('agendaDesk.form.internalBadge')}
            size="small"
            variant="outlined"
            sx={{ fontWeight: 600 }}
          />
        </Box>
        <TextInput
          control={control}
          name="internal_note"
          label={t('agendaDesk.form.internalNote')}
          help={t('agendaDesk.form.internalNoteHelp')}
          multiline
          max={5000}
        />
      </Stack>
    </Paper>
  );
}

/** The event's categories, as the webhooks' form picks them: a searchable multiple choice, none required. */
function CategoriesInput({ control }: { control: EventControl }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const localName = useLocalName();
  return (
    <Controller
      control={control}
      name="category_ids"
      render={({ field, fieldState }) => {
        const options = categories.data ?? [];
        const chosen = options.filter((category) => field.value.includes(category.id));
        return (
          <Autocomplete
            multiple
            options={options}
            value={chosen}
            loading={categories.isPending}
            getOptionLabel={(category) => localName(category)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_, value) => field.onChange(value.map((category) => category.id))}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('agendaDesk.form.categories')}
                placeholder={chosen.length === 0 ? t('agendaDesk.form.anyCategory') : undefined}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
      }}
    />
  );
}

/** Every message of the form's errors (its lists' rows included), once each, in the form's order, then the server's. */
function errorList(errors: FieldErrors<EventDraft>, server: string | undefined): string[] {
  const messages: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message, ref: _ref, ...rest } = node as { message?: unknown; ref?: unknown };
    if (typeof message === 'string' && message) messages.push(message);
    for (const child of Object.values(rest)) walk(child);
  };
  for (const name of FIELD_ORDER) walk(errors[name]);
  return [...new Set([...messages, ...(server ? [server] : [])])];
}
