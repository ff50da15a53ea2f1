import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clientCategories, clientSites, linkApis, radioStations, siteAutoPush } from '../../db/schema.ts';

export type ClientSiteRow = typeof clientSites.$inferSelect;
export type LinkApiRow = typeof linkApis.$inferSelect;
export type RadioRow = typeof radioStations.$inferSelect;
export type ClientCategoryRow = typeof clientCategories.$inferSelect;

type OwnedTable = typeof clientSites | typeof linkApis | typeof radioStations;

/**
 * The rows of one integration table: at most one per client (a unique index on user_id), always read
 * and changed through the owner's id, so no query can reach another client's row.
 */
function ownedRecords<Table extends OwnedTable>(db: Database, table: Table) {
  type Row = Table['$inferSelect'];
  type Values = Omit<Table['$inferInsert'], 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
  // Drizzle cannot follow a union of tables through its builders; each table is one of three known shapes.
  const anyTable = table as typeof clientSites;

  return {
    async of(userId: number): Promise<Row | undefined> {
      const [row] = await db.select().from(anyTable).where(eq(anyTable.userId, userId)).limit(1);
      return row as Row | undefined;
    },

    /** Answers undefined when the client already has one (the unique index decides, so two racing adds make one row). */
    async insert(userId: number, values: Values): Promise<Row | undefined> {
      const [row] = await db
        .insert(anyTable)
        .values({ ...(values as Omit<typeof clientSites.$inferInsert, 'userId'>), userId })
        .onConflictDoNothing({ target: anyTable.userId })
        .returning();
      return row as Row | undefined;
    },

    async update(userId: number, id: number, values: Values, tx: Database = db): Promise<Row | undefined> {
      const [row] = await tx
        .update(anyTable)
        .set({ ...(values as Partial<typeof clientSites.$inferInsert>), updatedAt: new Date() })
        .where(and(eq(anyTable.id, id), eq(anyTable.userId, userId)))
        .returning();
      return row as Row | undefined;
    },

    /** The rows of `ids` that belong to the client. */
    async owned(userId: number, ids: number[]): Promise<Row[]> {
      return (await db
        .select()
        .from(anyTable)
        .where(and(eq(anyTable.userId, userId), inArray(anyTable.id, ids)))) as Row[];
    },

    async remove(userId: number, ids: number[], tx: Database = db): Promise<void> {
      await tx.delete(anyTable).where(and(eq(anyTable.userId, userId), inArray(anyTable.id, ids)));
    },
  };
}

export function createIntegrationsRepository(db: Database) {
  const sites = ownedRecords(db, clientSites);
  return {
    clientSites: {
      ...sites,
      /** A changed category address is another site: the categories fetched from the old one go. */
      async update(userId: number, id: number, values: Parameters<typeof sites.update>[2]) {
        return db.transaction(async (tx) => {
          const [before] = await tx
            .select({ categoryUrl: clientSites.categoryUrl })
            .from(clientSites)
            .where(and(eq(clientSites.id, id), eq(clientSites.userId, userId)))
            .for('update');
          const row = await sites.update(userId, id, values, tx);
          if (row && before?.categoryUrl !== row.categoryUrl) {
            await tx.delete(clientCategories).where(eq(clientCategories.userId, userId));
          }
          return row;
        });
      },
      /** The site, the categories fetched from it and the auto-push rules naming them; the delivery log stays. */
      async remove(userId: number, ids: number[]) {
        await db.transaction(async (tx) => {
          await sites.remove(userId, ids, tx);
          await tx.delete(clientCategories).where(eq(clientCategories.userId, userId));
          await tx.delete(siteAutoPush).where(eq(siteAutoPush.userId, userId));
        });
      },
      /** Sets the site's signing secret; `onlyIfNone` keeps one another request set first (answers the row either way). */
      async setSecret(
        userId: number,
        id: number,
        sealedSecret: string,
        onlyIfNone: boolean,
        executor: Database = db,
      ): Promise<ClientSiteRow | undefined> {
        const [row] = await executor
          .update(clientSites)
          .set({ sealedSecret, updatedAt: new Date() })
          .where(
            and(eq(clientSites.id, id), eq(clientSites.userId, userId), onlyIfNone ? sql`${clientSites.sealedSecret} is null` : undefined),
          )
          .returning();
        return row ?? (onlyIfNone ? await sites.of(userId) : undefined);
      },
    },
    linkApis: ownedRecords(db, linkApis),
    radios: ownedRecords(db, radioStations),

    /** Marks the client's radio verified (the first verification's time stays); undefined when it has none. */
    async verifyRadio(userId: number, at: Date, via: Database = db) {
      const [row] = await via
        .update(radioStations)
        .set({ status: 'verified', verifiedAt: sql`coalesce(${radioStations.verifiedAt}, ${at})`, updatedAt: at })
        .where(eq(radioStations.userId, userId))
        .returning({ id: radioStations.id });
      return row;
    },

    async categoriesOf(userId: number): Promise<ClientCategoryRow[]> {
      return db
        .select()
        .from(clientCategories)
        .where(eq(clientCategories.userId, userId))
        .orderBy(asc(clientCategories.position), asc(clientCategories.id));
    },

    async categoryOf(userId: number, externalId: number): Promise<ClientCategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(clientCategories)
        .where(and(eq(clientCategories.userId, userId), eq(clientCategories.externalId, externalId)))
        .limit(1);
      return row;
    },

    /**
     * Makes the stored categories what the site listed: new ones added, known ones (by the site's id)
     * renamed in place, so their rows and `enabled` flags stay; the ones it no longer lists removed.
     */
    async replaceCategories(userId: number, listed: { externalId: number; name: string; slug: string }[]): Promise<void> {
      await db.transaction(async (tx) => {
        const externalIds = listed.map((category) => category.externalId);
        await tx
          .delete(clientCategories)
          .where(
            and(
              eq(clientCategories.userId, userId),
              externalIds.length > 0 ? notInArray(clientCategories.externalId, externalIds) : undefined,
            ),
          );
        if (listed.length === 0) return;
        await tx
          .insert(clientCategories)
          .values(listed.map((category, position) => ({ ...category, userId, position })))
          .onConflictDoUpdate({
            target: [clientCategories.userId, clientCategories.externalId],
            set: { name: sql`excluded.name`, slug: sql`excluded.slug`, position: sql`excluded.position` },
          });
      });
    },
  };
}
export type IntegrationsRepository = ReturnType<typeof createIntegrationsRepository>;
