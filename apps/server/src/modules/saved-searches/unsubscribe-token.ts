import { createIdTokens, type IdTokens } from '../../lib/id-tokens.ts';

/** The one-click unsubscribe link of a saved search's alert mails: the search id signed, valid as long as the search. */
export const createUnsubscribeTokens = (secret: string): IdTokens => createIdTokens(secret, 'saved-search-unsubscribe');
export type UnsubscribeTokens = IdTokens;
