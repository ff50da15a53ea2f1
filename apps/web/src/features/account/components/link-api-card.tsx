import { type LinkApiConfig, linkApiForm } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { type IntegrationDefinition, IntegrationSection } from './integration-section.tsx';
import { SecretText } from './secret-text.tsx';

/** The Link API card: the category and post addresses the agency's tools read with the client's token. */
export function LinkApiCard({ config, userId }: { config: LinkApiConfig | null; userId: number }) {
  const { t } = useTranslation();
  const definition: IntegrationDefinition<'linkApi', LinkApiConfig> = {
    kind: 'linkApi',
    schema: linkApiForm,
    fields: [
      { name: 'category', label: t('account.linkApi.category'), type: 'url' },
      { name: 'post', label: t('account.linkApi.post'), type: 'url' },
      { name: 'token', label: t('account.linkApi.token') },
    ],
    blank: { category: '', post: '', token: '' },
    toForm: ({ category, post, token }) => ({ category, post, token }),
    details: (stored) => [
      { label: t('account.linkApi.category'), value: stored.category },
      { label: t('account.linkApi.post'), value: stored.post },
      { label: t('account.linkApi.token'), value: <SecretText value={stored.token} /> },
    ],
  };
  return <IntegrationSection definition={definition} config={config} userId={userId} />;
}
