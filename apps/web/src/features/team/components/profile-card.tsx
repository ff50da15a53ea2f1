import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type MemberProfileRequest, MOBILE_NUMBER_LENGTH, type MyMembership, memberProfileRequest } from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CalendarChoiceField } from '../../../components/calendar-choice-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { HomeDistrictField } from '../../../components/home-district-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useUpdateMemberProfile } from '../api/update-member-profile.ts';

const FIELDS = ['full_name', 'mobile_no'] as const;

/**
 * "Your profile": a member edits their own name and mobile number. The media house's own account keeps them
 * on My Account, so it reads one line instead (a link for the owner, who alone opens that screen).
 */
export function ProfileCard({ membership }: { membership: MyMembership }) {
  const { t } = useTranslation();
  return (
    <SectionCard heading={t('team.profile.heading')} about={membership.profile.own_account ? undefined : t('team.profile.about')}>
      {membership.profile.own_account ? (
        <Typography variant="body2" color="text.secondary">
          {membership.role === 'owner' ? (
            <Trans i18nKey="team.profile.ownAccountOwner" components={{ link: <Link component={RouterLink} to="/my-account" /> }} />
          ) : (
            t('team.profile.ownAccount')
          )}
        </Typography>
      ) : (
        <ProfileForm profile={membership.profile} />
      )}
      <CalendarChoiceField />
      <HomeDistrictField />
    </SectionCard>
  );
}

function ProfileForm({ profile }: { profile: MyMembership['profile'] }) {
  const { t } = useTranslation();
  const save = useUpdateMemberProfile();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, reset, formState } = useForm<MemberProfileRequest>({
    resolver: zodResolver(memberProfileRequest),
    defaultValues: { full_name: profile.full_name, mobile_no: profile.mobile_no },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await save.mutateAsync(values);
      showNotice(answer.message, { variant: 'success' });
      // What was saved (trimmed by the rules) is the form's new starting point.
      reset(values);
    } catch (error) {
      setFormError(showServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormTextField
        control={control}
        name="full_name"
        label={t('team.profile.name')}
        required
        slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'name' } }}
      />
      <FormTextField
        control={control}
        name="mobile_no"
        label={t('team.profile.mobile')}
        type="tel"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MOBILE_NUMBER_LENGTH, autoComplete: 'tel-national' } }}
      />
      <div>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('team.profile.save')}
        </Button>
      </div>
    </Stack>
  );
}
