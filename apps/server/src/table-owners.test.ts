import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (docs/ARCHITECTURE.md "Table owners"): each table is defined in a `*.tables.ts`
 * file of its owner's folder and re-exported by db/schema.ts; only the owning module's repositories
 * import a table from db/schema.ts, other modules call their functions. A file whose opening comment
 * starts with "Read model:" may read any table and writes none. db/ (schema, migrations, seed) and tests
 * are outside the rule; importing a table's type only is not touching it.
 */
const OWNERS: Record<string, string> = {
  auditEvents: 'audit',
  auditSettings: 'audit',
  users: 'auth',
  sessions: 'auth',
  oneTimeLinks: 'auth',
  ownershipOffers: 'auth',
  totpFactors: 'second-factor',
  recoveryCodes: 'second-factor',
  passkeys: 'second-factor',
  secondFactorChallenges: 'second-factor',
  houseSecondFactorRules: 'second-factor',
  sessionStepUps: 'second-factor',
  categories: 'lookups',
  languages: 'lookups',
  setupValues: 'lookups',
  categoryMediaTopics: 'media-topics',
  subscriptionPlans: 'subscription',
  subscriptions: 'subscription',
  payments: 'payments',
  billSequences: 'payments',
  outbox: 'lib',
  attemptCounters: 'lib',
  news: 'news',
  newsVersions: 'news',
  newsCounts: 'news',
  galleries: 'gallery',
  videos: 'videos',
  searchWords: 'content',
  media: 'media',
  pictureCopies: 'media',
  pictureMetadataPending: 'media',
  pictureMetadataState: 'media',
  clientActions: 'activity',
  clientSites: 'integrations',
  clientCategories: 'integrations',
  siteDeliveries: 'integrations',
  sitePosts: 'integrations',
  siteAutoPush: 'integrations',
  linkApis: 'integrations',
  radioStations: 'integrations',
  sociairLinks: 'sociair',
  sociairProfiles: 'sociair',
  sociairCategories: 'sociair',
  autoPosts: 'sociair',
  autoPostAttempts: 'sociair',
  // The item-change log and the machine feed
  feedEvents: 'item-changes',
  feedPending: 'item-changes',
  feedState: 'item-changes',
  apiKeys: 'feed',
  feedUsage: 'feed',
  feedTokens: 'feed',
  oauthClients: 'oauth',
  webhooks: 'webhooks',
  webhookDeliveries: 'webhooks',
  webhookAgendaCursor: 'webhooks',
  ingestSettings: 'ingest',
  ingestMappings: 'ingest',
  ingestItems: 'ingest',
  ingestBinaries: 'ingest',
  staffApiKeys: 'ingest',
  websubSubscriptions: 'websub',
  savedSearches: 'saved-searches',
  alertMatches: 'saved-searches',
  // Nepali-first reading
  provinces: 'places',
  districts: 'places',
  localLevels: 'places',
  savedFolders: 'saved-items',
  savedItems: 'saved-items',
  itemShares: 'saved-items',
  urgentSmsMessages: 'urgent-sms',
  agendaEvents: 'agenda',
  agendaCoverages: 'agenda',
  agendaSeries: 'agenda',
  agendaWatches: 'agenda',
  agendaChanges: 'agenda',
  agendaNotices: 'agenda',
  agendaCalendarTokens: 'agenda',
};

const SRC = import.meta.dirname;
const READ_MODEL = /^\s*\/\*\*\s*\n?\s*\*?\s*Read model:/;
const WRITES = /\.\s*(insert|update|delete)\s*\(|\b(insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i;
const QUERIES = /\b(db|tx|via)\s*\.\s*(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|\$count)\s*\(/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return ['db', 'test'].includes(path.relative(SRC, full)) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Tables a file imports as values from db/schema.ts or straight from a tables file. */
function importedTables(source: string): string[] {
  const imports = source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'[^']*(?:db\/schema|\.tables)\.ts'/g);
  return [...imports].flatMap(([, typeOnly, names = '']) =>
    typeOnly
      ? []
      : names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] as string)
          .filter((name) => name in OWNERS),
  );
}

/** `modules/news/news.repository.ts` → news; `lib/outbox.repository.ts` → lib; `app.ts` → app. */
const moduleOf = (relative: string) => (relative.startsWith('modules/') ? relative.split('/')[1] : relative.split('/')[0]);

const read = (file: string) => ({ relative: path.relative(SRC, file), source: readFileSync(file, 'utf8') });
const files = sourceFiles(SRC).map(read);
const dbFiles = sourceFiles(path.join(SRC, 'db')).map(read);
const tablesFiles = files.filter(({ relative }) => relative.endsWith('.tables.ts'));
const definedTables = (source: string) => [...source.matchAll(/\bconst (\w+) = pgTable\(/g)].map(([, name]) => name as string);

describe('one owner per table', () => {
  it('knows the owner of every table', () => {
    const tables = tablesFiles.flatMap(({ source }) => definedTables(source));
    expect(tables.sort()).toEqual(Object.keys(OWNERS).sort());
  });

  it('defines each table in a tables file of its owner, which db/schema.ts re-exports', () => {
    const misplaced = tablesFiles.flatMap(({ relative, source }) =>
      definedTables(source)
        .filter((table) => moduleOf(relative) !== OWNERS[table])
        .map((table) => `${relative} defines ${table} (owner: ${OWNERS[table]})`),
    );
    expect(misplaced).toEqual([]);
    // Tables anywhere else (db/schema.ts included) would escape the owners; a tables file the index misses, Drizzle.
    const elsewhere = [...files, ...dbFiles].filter((file) => !tablesFiles.includes(file) && /\bpgTable\(/.test(file.source));
    expect(elsewhere.map(({ relative }) => relative)).toEqual([]);
    const schema = readFileSync(path.join(SRC, 'db/schema.ts'), 'utf8');
    const reExported = [...schema.matchAll(/^export \* from '([^']+)';$/gm)].map(([, file = '']) => path.join('db', file));
    expect(reExported.sort()).toEqual(tablesFiles.map(({ relative }) => relative).sort());
  });

  it('lets only the owning module’s repositories and read models import a table', () => {
    const strays = files.flatMap(({ relative, source }) => {
      // A tables file imports other owners' tables for its foreign keys only.
      if (READ_MODEL.test(source) || relative.endsWith('.tables.ts')) return [];
      return importedTables(source)
        .filter((table) => moduleOf(relative) !== OWNERS[table] || !relative.endsWith('.repository.ts'))
        .map((table) => `${relative} imports ${table} (owner: ${OWNERS[table]})`);
    });
    expect(strays).toEqual([]);
  });

  it('keeps read models free of writes', () => {
    const writing = files.filter(({ source }) => READ_MODEL.test(source) && WRITES.test(source)).map(({ relative }) => relative);
    expect(writing).toEqual([]);
  });

  it('leaves queries to repositories', () => {
    const querying = files
      .filter(({ relative, source }) => !relative.endsWith('.repository.ts') && !READ_MODEL.test(source) && QUERIES.test(source))
      .map(({ relative }) => relative);
    expect(querying).toEqual([]);
  });
});
