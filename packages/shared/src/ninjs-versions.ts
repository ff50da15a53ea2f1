// No zod here: the reading screens' download menu and selection bar import these, and must not load validation code.

/**
 * The IPTC ninjs versions the portal sends (Feed API, downloads, webhooks): 2.1 when none is asked for, so a client
 * that never asks sees what it always saw. A client asks by `?ninjs=3.2` or by the version's schema address as an
 * `Accept` profile (`ninjsSchemaUri`).
 */
export const NINJS_VERSIONS = ['2.1', '2.3', '3.2'] as const;
export type NinjsVersion = (typeof NINJS_VERSIONS)[number];
export const DEFAULT_NINJS_VERSION: NinjsVersion = '2.1';
export const isNinjsVersion = (version: string): version is NinjsVersion => (NINJS_VERSIONS as readonly string[]).includes(version);
/** IPTC's address of a version's JSON schema: the documents' `standard.schema` and the profile a client asks for the version by. */
export const ninjsSchemaUri = (version: string) => `http://www.iptc.org/std/ninjs/ninjs-schema_${version}.json`;
