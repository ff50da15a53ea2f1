import { type CategoryFormInput, type CategoryRow, categoryForm, type MediaTopic } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaTopicKeys, saveCategoryMediaTopics, useCategoryMediaTopics } from '../api/media-topics.ts';
import { type LookupField, LookupFormDialog } from './lookup-form-dialog.tsx';
import { MediaTopicsPicker } from './media-topics-picker.tsx';

const NONE: MediaTopic[] = [];

type Props = { row: CategoryRow | null | undefined; fields: LookupField<CategoryFormInput>[]; onClose(): void };

/** A category's add/edit dialog: its fields, then its IPTC Media Topics, saved with it. */
export function CategoryFormDialog({ row, fields, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = useCategoryMediaTopics(row?.id);
  const editing = row ?? undefined;
  const [topics, setTopics] = useState<MediaTopic[]>();
  // The category's saved topics, once they arrive, unless staff have picked meanwhile.
  useEffect(() => {
    if (saved.data) setTopics((picked) => picked ?? saved.data);
  }, [saved.data]);
  const loading = editing !== undefined && topics === undefined;

  return (
    <LookupFormDialog
      model="categories"
      id={editing?.id}
      title={t(editing ? 'lookupsAdmin.categories.editTitle' : 'lookupsAdmin.categories.addTitle')}
      schema={categoryForm}
      fields={fields}
      initial={editing ?? { name: '', name_ne: '', slug: '', position: 0, active: true, default_usage_terms: '' }}
      onClose={onClose}
      extra={<MediaTopicsPicker value={topics ?? NONE} onChange={setTopics} disabled={loading} />}
      afterSave={async (id) => {
        const codes = (topics ?? []).map((topic) => topic.code).join(' ');
        if (loading || codes === (saved.data ?? []).map((topic) => topic.code).join(' ')) return;
        const answer = await saveCategoryMediaTopics(id, topics ?? []);
        queryClient.setQueryData(mediaTopicKeys.category(id), answer.data);
      }}
    />
  );
}
