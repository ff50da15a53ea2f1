import Link from '@mui/material/Link';
import type { ClientDetail } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../../../components/field-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useRegisterCategoryLabel } from '../../../lib/lookups.ts';

/** What the client filled in at registration and in My Account. */
export function ProfileSection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const categoryLabel = useRegisterCategoryLabel();
  const orNotSet = (value: string | null) => value || t('clientsAdmin.profile.notSet');
  return (
    <SectionCard heading={t('clientsAdmin.profile.heading')}>
      <FieldList
        fields={[
          { label: t('clientsAdmin.profile.companyName'), value: orNotSet(client.company_name) },
          { label: t('clientsAdmin.profile.category'), value: categoryLabel(client.category) },
          {
            label: t('clientsAdmin.profile.link'),
            value: client.link ? (
              <Link href={client.link} target="_blank" rel="noopener noreferrer">
                {client.link}
              </Link>
            ) : (
              orNotSet(null)
            ),
          },
          { label: t('clientsAdmin.profile.mobileNo'), value: orNotSet(client.mobile_no) },
          { label: t('clientsAdmin.profile.telNo'), value: orNotSet(client.tel_no) },
          { label: t('clientsAdmin.profile.editorName'), value: orNotSet(client.editor_name) },
          { label: t('clientsAdmin.profile.contactPerson'), value: orNotSet(client.contact_person) },
          { label: t('clientsAdmin.profile.registrationNo'), value: orNotSet(client.registration_no) },
        ]}
      />
    </SectionCard>
  );
}
