import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { approveUploadRequest, type ReviewDecision, type ReviewDetail, reviewNoteRequest } from '@portal/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { fromLocalInput } from '../../../lib/dates.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useReviewDecision } from '../api/decide-review.ts';

/** Approve's form: the source credited, and an optional publish time typed in local time (empty: now). */
const approveForm = approveUploadRequest.pick({ source_name: true }).extend({ publish_at: z.string() });
type ApproveForm = z.infer<typeof approveForm>;
type NoteForm = z.infer<typeof reviewNoteRequest>;

type Props = { item: ReviewDetail; decision: ReviewDecision; onDone: () => void; onClose: () => void };
type NoteProps = Props & { decision: 'request-changes' | 'reject' };

/** The dialog of one decision on an upload; the server's message is the success notice. */
export function DecisionDialog(props: Props) {
  const { decision } = props;
  return decision === 'approve' ? <ApproveDialog {...props} /> : <NoteDialog {...props} decision={decision} />;
}

function ApproveDialog({ item, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const decide = useReviewDecision(item.id);
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<ApproveForm>({
    resolver: zodResolver(approveForm),
    defaultValues: { source_name: item.client.company_name || item.client.full_name, publish_at: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const body = { source_name: values.source_name, ...(values.publish_at ? { publish_at: fromLocalInput(values.publish_at) } : {}) };
      const answer = await decide.mutateAsync({ decision: 'approve', body });
      showNotice(answer.message, { variant: 'success' });
      onDone();
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['source_name', 'publish_at']));
    }
  });
  return (
    <DecisionFrame
      title={t('review.approveTitle')}
      intro={t('review.approveIntro')}
      error={formError}
      busy={formState.isSubmitting}
      submitLabel={t('review.approve')}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField control={control} name="source_name" label={t('review.sourceName')} required autoFocus />
      <FormTextField
        control={control}
        name="publish_at"
        label={t('review.publishAt')}
        type="datetime-local"
        helperText={t('review.publishAtHint')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </DecisionFrame>
  );
}

function NoteDialog({ item, decision, onDone, onClose }: NoteProps) {
  const { t } = useTranslation();
  const decide = useReviewDecision(item.id);
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<NoteForm>({
    resolver: zodResolver(reviewNoteRequest),
    defaultValues: { note: '' },
  });
  const rejecting = decision === 'reject';
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await decide.mutateAsync({ decision, body: values });
      showNotice(answer.message, { variant: 'success' });
      onDone();
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['note']));
    }
  });
  return (
    <DecisionFrame
      title={rejecting ? t('review.rejectTitle') : t('review.changesTitle')}
      intro={rejecting ? t('review.rejectIntro') : t('review.changesIntro')}
      error={formError}
      busy={formState.isSubmitting}
      submitLabel={rejecting ? t('review.reject') : t('review.requestChanges')}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="note"
        label={rejecting ? t('review.reason') : t('review.changesNote')}
        required
        autoFocus
        multiline
        minRows={3}
      />
    </DecisionFrame>
  );
}

function DecisionFrame(props: {
  title: string;
  intro: string;
  error: string | undefined;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={props.busy ? undefined : props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Stack component="form" noValidate onSubmit={props.onSubmit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{props.intro}</DialogContentText>
            {props.error && <Alert severity="error">{props.error}</Alert>}
            {props.children}
          </Stack>
        </DialogContent>
        <DialogFormActions busy={props.busy} submitLabel={props.submitLabel} onCancel={props.onClose} />
      </Stack>
    </Dialog>
  );
}
