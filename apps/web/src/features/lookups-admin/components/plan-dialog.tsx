import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CONTENT_TYPES, PLAN_ICONS, type PlanFields, type PlanFormInput, type PlanRow, planForm } from '@portal/shared';
import { useId, useState } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SwitchField } from '../../../components/switch-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useSaveLookup } from '../api/lookup-rows.ts';
import { PriceRows } from './price-rows.tsx';

type PlanControl = Control<PlanFormInput, unknown, PlanFields>;

const rupees = (paisa: number) => paisa / 100;

const NEW_PLAN: PlanFormInput = {
  name: '',
  name_ne: '',
  icon: 'star',
  description: '',
  description_ne: '',
  content_types: ['News'],
  social_automation: false,
  agenda: false,
  is_trial: false,
  trial_days: '',
  screen_options: [{ screen: 1, amount: 0, label: '' }],
  month_options: [{ month: 1, amount: '' }],
  position: 0,
  active: true,
};

/** The form's values of a stored plan: amounts back in rupees. */
const formOf = (plan: PlanRow): PlanFormInput => ({
  name: plan.name,
  name_ne: plan.name_ne ?? '',
  icon: (PLAN_ICONS as readonly string[]).includes(plan.icon) ? (plan.icon as PlanFormInput['icon']) : 'star',
  description: plan.description,
  description_ne: plan.description_ne ?? '',
  content_types: plan.content_types as PlanFormInput['content_types'],
  social_automation: plan.social_automation,
  agenda: plan.agenda,
  is_trial: plan.is_trial,
  trial_days: plan.trial_days ?? '',
  screen_options: plan.screen_options.map((option) => ({ ...option, amount: rupees(option.amount) })),
  month_options: plan.month_options.map((option) => ({ ...option, amount: rupees(option.amount) })),
  position: plan.position,
  active: plan.active,
});

const FIELDS = [
  'name',
  'name_ne',
  'icon',
  'description',
  'description_ne',
  'content_types',
  'trial_days',
  'screen_options',
  'month_options',
  'position',
] as const;

/** Adds or edits a plan, with its screen and month price tables; what a checkout then charges. */
export function PlanDialog({ plan, onClose }: { plan: PlanRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveLookup('subscriptionPlans', plan?.id);
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<PlanFormInput, unknown, PlanFields>({
    resolver: zodResolver(planForm),
    defaultValues: plan ? formOf(plan) : NEW_PLAN,
  });
  const isTrial = useWatch({ control, name: 'is_trial' });
  const field = (key: string) => t(`lookupsAdmin.fields.${key}`);

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await save.mutateAsync(values);
      showNotice(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(showServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <Stack component="form" noValidate onSubmit={submit} sx={{ height: fullScreen ? '100%' : undefined }}>
        <DialogTitle id={titleId}>{t(plan ? 'lookupsAdmin.plans.editTitle' : 'lookupsAdmin.plans.addTitle')}</DialogTitle>
        <DialogContent dividers sx={{ flex: 1 }}>
          <Stack spacing={2.5}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <FormTextField control={control} name="name" label={field('name')} required autoFocus sx={{ flex: 2 }} />
              <FormTextField control={control} name="name_ne" label={field('nameNe')} sx={{ flex: 2 }} />
              <FormTextField control={control} name="icon" label={field('icon')} select sx={{ flex: 1 }}>
                {PLAN_ICONS.map((icon) => (
                  <MenuItem key={icon} value={icon}>
                    {t(`lookupsAdmin.plans.icons.${icon}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
            <FormTextField control={control} name="description" label={field('description')} multiline minRows={2} />
            <FormTextField control={control} name="description_ne" label={field('descriptionNe')} multiline minRows={2} />
            <ContentTypesField control={control} />
            <SwitchField control={control} name="social_automation" label={field('socialAutomation')} />
            <SwitchField control={control} name="agenda" label={field('agenda')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
              <SwitchField control={control} name="is_trial" label={field('isTrial')} />
              {isTrial && (
                <FormTextField
                  control={control}
                  name="trial_days"
                  label={field('trialDays')}
                  type="number"
                  required
                  slotProps={{ htmlInput: { min: 1, max: 365 } }}
                />
              )}
            </Stack>
            <DialogContentText variant="body2">{t('lookupsAdmin.plans.pricesHelp')}</DialogContentText>
            <PriceRows control={control} errors={formState.errors} table="screen_options" />
            <PriceRows control={control} errors={formState.errors} table="month_options" />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
              <FormTextField
                control={control}
                name="position"
                label={field('position')}
                helperText={field('positionHelp')}
                type="number"
                required
                slotProps={{ htmlInput: { min: 0 } }}
              />
              <SwitchField control={control} name="active" label={field('active')} help={field('activeHelp')} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={t('lookupsAdmin.actions.save')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}

/** Which content a plan opens: at least one of News, Photos and Videos. */
function ContentTypesField({ control }: { control: PlanControl }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'content_types' });
  const chosen: string[] = field.value ?? [];
  const toggle = (type: string, on: boolean) => field.onChange(on ? [...chosen, type] : chosen.filter((value) => value !== type));
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel component="legend">{t('lookupsAdmin.fields.contentTypes')}</FormLabel>
      <FormGroup row>
        {CONTENT_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            control={<Checkbox checked={chosen.includes(type)} onChange={(event) => toggle(type, event.target.checked)} />}
            label={t(`lookupsAdmin.plans.contentTypes.${type}`)}
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
