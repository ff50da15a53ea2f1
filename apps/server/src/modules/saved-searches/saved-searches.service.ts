import {
  type BellResponse,
  type ContentFilters,
  type Locale,
  MAX_SAVED_SEARCHES,
  messages,
  type SavedSearch,
  type SavedSearchPayload,
  type UnsubscribeInfo,
} from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { readingsTsQuery } from '../content/nepali-readings.ts';
import type { MediaTopicsService } from '../media-topics/media-topics.service.ts';
import type { SavedSearchesRepository, SavedSearchRow, SavedSearchValues } from './saved-searches.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Topics = Pick<MediaTopicsService, 'topicOf' | 'withNarrower'>;

/** The Media Topic of the filters with its narrower ones; a code IPTC never had is refused. */
function topicCodesOf(topics: Topics, code: string | undefined): string[] {
  if (!code) return [];
  if (!topics.topicOf(code)) throw ValidationError.field('filters.media_topic', messages.mediaTopicUnknown(code));
  return topics.withNarrower(code);
}

/**
 * What an alert tests: the words as a prefix query, romanized Nepali words with their Devanagari reading
 * (none without words), the language, categories and Media Topic of the filters. Dates only reopen the list
 * as it was saved: an alert is about items still to come.
 */
async function toValues(db: Database, topics: Topics, form: SavedSearchPayload): Promise<SavedSearchValues> {
  return {
    name: form.name,
    query: form.query,
    filters: form.filters,
    matchQuery: await readingsTsQuery(db, form.query),
    languageId: form.filters.language_id ?? null,
    categoryIds: form.filters.category_ids ?? [],
    topicCodes: topicCodesOf(topics, form.filters.media_topic),
    alert: form.alert,
    dailyAt: form.alert === 'daily' && form.daily_at ? minutesOf(form.daily_at) : null,
  };
}

export const presentSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  filters: row.filters as ContentFilters,
  alert: row.alert,
  daily_at: row.dailyAt === null ? null : timeOf(row.dailyAt),
  created_at: row.createdAt.toISOString(),
});

/** A client's saved searches, the bell and the unsubscribe link; every id is the caller's own or a 404. */
export function createSavedSearchesService(deps: {
  repository: SavedSearchesRepository;
  account: Pick<AuthService, 'setLocale'>;
  tokens: UnsubscribeTokens;
  topics: Topics;
  db: Database;
  bellSize: number;
  now: () => Date;
}) {
  const { repository } = deps;

  async function assertNameFree(tx: Database, userId: number, name: string, exceptId?: number) {
    if (await repository.nameTaken(tx, userId, name, exceptId)) throw ValidationError.field('name', messages.savedSearchNameTaken);
  }

  function searchOf(token: string) {
    const id = deps.tokens.read(token);
    if (id === undefined) throw new NotFoundError();
    return id;
  }

  return {
    async list(userId: number): Promise<SavedSearch[]> {
      return (await repository.list(userId)).map(presentSavedSearch);
    },

    async create(userId: number, form: SavedSearchPayload): Promise<SavedSearch> {
      const values = await toValues(deps.db, deps.topics, form);
      const row = await repository.forClient(userId, async (tx) => {
        if ((await repository.countOf(tx, userId)) >= MAX_SAVED_SEARCHES) {
          throw ValidationError.field('name', messages.savedSearchLimit(MAX_SAVED_SEARCHES));
        }
        await assertNameFree(tx, userId, form.name);
        // Digests count from now: a new search does not mail what matched before it existed.
        return repository.insert(tx, userId, { ...values, digestUntil: deps.now() });
      });
      return presentSavedSearch(row);
    },

    async update(userId: number, id: number, form: SavedSearchPayload): Promise<SavedSearch> {
      const values = await toValues(deps.db, deps.topics, form);
      const row = await repository.forClient(userId, async (tx) => {
        await assertNameFree(tx, userId, form.name, id);
        return repository.update(tx, userId, id, values);
      });
      if (!row) throw new NotFoundError();
      return presentSavedSearch(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repository.remove(userId, id))) throw new NotFoundError();
    },

    async bell(userId: number): Promise<BellResponse> {
      const { matches, unread } = await repository.bell(userId, deps.bellSize);
      return { data: matches.map((match) => ({ ...match, publish_at: match.publish_at.toISOString() })), unread };
    },

    markRead: (userId: number, ids: number[] | undefined) => repository.markRead(userId, ids, deps.now()),

    setLocale: (userId: number, locale: Locale) => deps.account.setLocale(userId, locale),

    /** What the unsubscribe link will turn off (the page shows it before the click). */
    async unsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
      const search = await repository.findById(searchOf(token));
      if (!search) throw new NotFoundError();
      return { name: search.name, alert: search.alert };
    },

    /** Turns that search's alert off and nothing else; a second click answers the same. */
    async unsubscribe(token: string): Promise<UnsubscribeInfo> {
      const search = await repository.turnAlertOff(searchOf(token));
      if (!search) throw new NotFoundError();
      return { name: search.name, alert: 'off' };
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
