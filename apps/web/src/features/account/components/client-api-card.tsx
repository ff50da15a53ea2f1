import { type ClientApiConfig, clientApiForm } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { ClientCategories } from './client-categories.tsx';
import { type IntegrationDefinition, IntegrationSection } from './integration-section.tsx';
import { SecretText } from './secret-text.tsx';

/** The Client API card: where the portal reads the client site's categories and posts articles. */
export function ClientApiCard({ config, userId }: { config: ClientApiConfig | null; userId: number }) {
  const { t } = useTranslation();
  const definition: IntegrationDefinition<'clientApi', ClientApiConfig> = {
    kind: 'clientApi',
    schema: clientApiForm,
    fields: [
      { name: 'catergoy_api', label: t('account.clientApi.categoryUrl'), type: 'url' },
      { name: 'store_api', label: t('account.clientApi.postUrl'), type: 'url' },
      { name: 'token', label: t('account.clientApi.token') },
    ],
    blank: { catergoy_api: '', store_api: '', token: '' },
    toForm: ({ catergoy_api, store_api, token }) => ({ catergoy_api, store_api, token }),
    details: (stored) => [
      { label: t('account.clientApi.categoryUrl'), value: stored.catergoy_api },
      { label: t('account.clientApi.postUrl'), value: stored.store_api },
      { label: t('account.clientApi.token'), value: <SecretText value={stored.token} /> },
    ],
  };
  return (
    <IntegrationSection definition={definition} config={config} userId={userId}>
      <ClientCategories userId={userId} />
    </IntegrationSection>
  );
}
