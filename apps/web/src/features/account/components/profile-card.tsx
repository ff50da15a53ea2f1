import Edit from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Account } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarChoiceField } from '../../../components/calendar-choice-field.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { HomeDistrictField } from '../../../components/home-district-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useRegisterCategoryLabel } from '../../../lib/lookups.ts';
import { ProfileEditDialog } from './profile-edit-dialog.tsx';

/** Who the client is: logo, names and contacts, with the dialog that changes them. */
export function ProfileCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const categoryLabel = useRegisterCategoryLabel()(account.category);
  const orDash = (value: string | null) => value || t('account.notSet');

  return (
    <SectionCard
      heading={t('account.profile.heading')}
      actions={
        <Tooltip title={t('account.profile.edit')}>
          <IconButton aria-label={t('account.profile.edit')} onClick={() => setEditing(true)}>
            <Edit />
          </IconButton>
        </Tooltip>
      }
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, minWidth: 0 }}>
        <Avatar src={account.logo ?? undefined} alt="" variant="rounded" sx={{ width: 72, height: 72 }}>
          {account.full_name.charAt(0)}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {account.full_name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {account.email}
          </Typography>
        </Stack>
      </Stack>
      <DetailList
        details={[
          {
            label: t('account.profile.link'),
            value: account.link ? (
              <Link href={account.link} target="_blank" rel="noopener noreferrer">
                {account.link}
              </Link>
            ) : (
              t('account.notSet')
            ),
          },
          { label: t('account.profile.mobileNo'), value: account.mobile_no },
          { label: t('account.profile.editorName'), value: orDash(account.editor_name) },
          { label: t('account.profile.contactPerson'), value: account.contact_person },
          { label: t('account.profile.registrationNo'), value: account.registration_no },
          { label: t('account.profile.telNo'), value: account.tel_no },
          { label: t('account.profile.category'), value: categoryLabel },
        ]}
      />
      <CalendarChoiceField />
      <HomeDistrictField />
      {editing && <ProfileEditDialog account={account} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}
