/** The kinds of item a client reads (no zod here: the web's entry chunk imports this file). */
export const ITEM_KINDS = ['news', 'gallery', 'video'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The web section each kind of item belongs to; an item's address is its section and id. */
export const ITEM_WEB_SECTIONS: Record<ItemKind, string> = { news: '/news', gallery: '/feature-photos', video: '/videos' };

/**
 * An item's one web address, for every output that names it (feeds, ninjs `uri`, NITF `doc-id`, downloads, mails,
 * shares, site pushes, webhooks): signed in it opens the item, signed out the sign-in page that returns to it.
 * It must never change: it is the ninjs `uri`, NITF `doc-id` and RSS `guid` by which clients' systems know the item.
 */
export const itemWebPath = (kind: ItemKind, id: number) => `${ITEM_WEB_SECTIONS[kind]}/${id}`;

/** The item's web address on the portal at `publicUrl` (PUBLIC_URL, no trailing slash). */
export const itemWebUrl = (publicUrl: string, kind: ItemKind, id: number) => `${publicUrl}${itemWebPath(kind, id)}`;

/** An agenda event's one web address, for every output that names it (notice mails, the calendar's URL, the agenda feed's `uri`). */
export const agendaEventWebPath = (eventId: number) => `/agenda/events/${eventId}`;
export const agendaEventWebUrl = (publicUrl: string, eventId: number) => `${publicUrl}${agendaEventWebPath(eventId)}`;
