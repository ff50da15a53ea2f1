import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Verified from '@mui/icons-material/Verified';
import Chip from '@mui/material/Chip';
import { type RadioConfig, radioForm } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { type IntegrationDefinition, IntegrationSection } from './integration-section.tsx';

/** The Connect Radio card; once the agency has verified the radio, only the agency can change it. */
export function RadioCard({ config, userId }: { config: RadioConfig | null; userId: number }) {
  const { t } = useTranslation();
  const definition: IntegrationDefinition<'radio', RadioConfig> = {
    kind: 'radio',
    schema: radioForm,
    fields: [
      { name: 'name', label: t('account.radio.name') },
      { name: 'url', label: t('account.radio.url'), type: 'url' },
      { name: 'web_url', label: t('account.radio.webUrl'), type: 'url' },
      { name: 'address', label: t('account.radio.address') },
    ],
    blank: { name: '', url: '', web_url: '', address: '' },
    toForm: ({ name, url, web_url, address }) => ({ name, url, web_url, address }),
    details: (stored) => [
      { label: t('account.radio.name'), value: stored.name },
      { label: t('account.radio.url'), value: stored.url },
      { label: t('account.radio.webUrl'), value: stored.web_url },
      { label: t('account.radio.address'), value: stored.address },
      {
        label: t('account.radio.status'),
        value: (
          <Chip
            size="small"
            variant="outlined"
            icon={stored.status === 'verified' ? <Verified color="success" /> : <HourglassEmpty color="warning" />}
            label={t(`account.radio.statuses.${stored.status}`)}
          />
        ),
      },
    ],
    lockedBecause: (stored) => (stored.status === 'verified' ? t('account.radio.locked') : undefined),
  };
  return <IntegrationSection definition={definition} config={config} userId={userId} />;
}
