import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { MAX_CATEGORY_MEDIA_TOPICS, type MediaTopic } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localText } from '../../../lib/local-text.ts';
import { useMediaTopicSearch } from '../api/media-topics.ts';

const SEARCH_DELAY_MS = 250;

type Props = {
  /** Kept by the owner as one array between changes (a new array each render would empty what staff type). */
  value: MediaTopic[];
  onChange(topics: MediaTopic[]): void;
  disabled?: boolean;
  error?: string;
};

/**
 * A category's IPTC Media Topics: type part of a code or an English or Nepali label to search the vocabulary,
 * pick topics as chips (code and label), remove one with its chip's delete button.
 */
export function MediaTopicsPicker({ value, onChange, disabled, error }: Props) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // Searched only while the list is open: opening a category's dialog asks nothing of the vocabulary.
  const [open, setOpen] = useState(false);
  const search = useMediaTopicSearch(query, open);
  const labelOf = (topic: MediaTopic) => localText(topic.label_en, topic.label_ne, i18n.language);
  const full = value.length >= MAX_CATEGORY_MEDIA_TOPICS;

  return (
    <Autocomplete
      multiple
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={full ? [] : (search.data ?? [])}
      value={value}
      inputValue={typed}
      onInputChange={(_, text, reason) => setTyped(reason === 'reset' ? '' : text)}
      filterOptions={(options) => options}
      filterSelectedOptions
      loading={search.isFetching}
      noOptionsText={full ? t('lookupsAdmin.mediaTopics.full', { max: MAX_CATEGORY_MEDIA_TOPICS }) : t('lookupsAdmin.mediaTopics.none')}
      loadingText={t('lookupsAdmin.mediaTopics.searching')}
      getOptionLabel={(topic) => `${topic.code} ${labelOf(topic)}`}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      onChange={(_, topics) => onChange(topics)}
      renderOption={({ key, ...props }, topic) => (
        <li key={key} {...props}>
          <span>
            {labelOf(topic)} <small>({topic.code})</small>
          </span>
        </li>
      )}
      renderValue={(topics, getItemProps) =>
        topics.map((topic, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={`${topic.code} · ${labelOf(topic)}`} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('lookupsAdmin.mediaTopics.label')}
          placeholder={value.length === 0 ? t('lookupsAdmin.mediaTopics.placeholder') : undefined}
          helperText={error ?? t('lookupsAdmin.mediaTopics.help')}
          error={error !== undefined}
        />
      )}
    />
  );
}
