import { ValidationError } from '../../lib/errors.ts';

/** A picture an incoming item carries: a pushed binary (`mediaId`, Superdesk) and/or an address to fetch it from. */
export type IncomingPicture = { mediaId?: string; href?: string; caption: string };

/**
 * One incoming item whatever its format (Superdesk's ninjs, IPTC ninjs 2.x or 3.x): what the ingest pipeline maps
 * and applies. `subjects` and `places` are the keys the staff mappings are kept under.
 */
export type IncomingItem = {
  guid: string;
  version: number;
  pubstatus: 'usable' | 'withheld' | 'canceled';
  /** Superdesk's `evolvedfrom`: an update sent under a new guid continues the item it names. */
  evolvedFrom?: string;
  headline: string;
  bodyHtml: string;
  description: string;
  language?: string;
  subjects: string[];
  places: string[];
  urgent: boolean;
  embargoed?: string;
  pictures: IncomingPicture[];
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
/** ninjs 3.x spells its keys in camel case (`pubStatus`); 2.x and Superdesk in lower case. */
const field = (item: Json, name: string): unknown => item[name] ?? item[name.toLowerCase()];

/** A map of named entries (Superdesk, ninjs 1.x) or an array of entries with a `name` (ninjs 2.x, 3.x), as entries. */
function entriesOf(value: unknown): [string, Json][] {
  if (Array.isArray(value)) return value.filter(isObject).map((entry, index) => [text(entry.name) ?? String(index), entry]);
  if (isObject(value)) return Object.entries(value).filter((entry): entry is [string, Json] => isObject(entry[1]));
  return [];
}

/** The first value of ninjs 2.x/3.x `headlines`/`descriptions`/`bodies` whose role is the one asked for, or the first. */
function roleValue(list: unknown, role?: string): string | undefined {
  if (!Array.isArray(list)) return undefined;
  const values = list.filter(isObject);
  const chosen = values.find((entry) => role && entry.role === role) ?? values[0];
  return chosen && text(chosen.value);
}

/** The key a subject or place is mapped under: Superdesk's `scheme:code` (or its qcode), ninjs's uri or literal, else its name. */
function conceptKey(concept: Json): string | undefined {
  const code = text(concept.code) ?? text(concept.qcode);
  if (code) return text(concept.scheme) ? `${concept.scheme}:${code}` : code;
  return text(concept.uri) ?? text(concept.literal) ?? text(concept.name);
}

const conceptKeys = (value: unknown): string[] =>
  Array.isArray(value)
    ? [
        ...new Set(
          value
            .filter(isObject)
            .map(conceptKey)
            .filter((key): key is string => key !== undefined),
        ),
      ]
    : [];

/** Renditions in the order the largest comes first, as Superdesk and IPTC name them. */
const RENDITION_ORDER = ['original', 'baseImage', 'base', 'highres', 'viewImage', 'view', '16-9', '4-3', 'preview', 'thumbnail'];

function pictureOf(association: Json): IncomingPicture | undefined {
  const type = text(association.type);
  if (type && type !== 'picture' && type !== 'image' && type !== 'graphic') return undefined;
  const renditions = entriesOf(association.renditions).sort(([a], [b]) => rank(a) - rank(b));
  const chosen = renditions.find(([, rendition]) => text(rendition.media) ?? text(rendition.href));
  if (!chosen) return undefined;
  const [, rendition] = chosen;
  const caption =
    text(association.description_text) ??
    text(association.headline) ??
    roleValue(association.descriptions) ??
    roleValue(association.headlines) ??
    '';
  return { mediaId: text(rendition.media), href: text(rendition.href), caption: caption.slice(0, 300) };
}

function rank(name: string) {
  const at = RENDITION_ORDER.indexOf(name);
  return at === -1 ? RENDITION_ORDER.length : at;
}

function versionOf(value: unknown): number {
  const version = typeof value === 'number' ? value : Number.parseInt(String(value ?? '1'), 10);
  if (!Number.isSafeInteger(version) || version < 1) throw ValidationError.field('version', 'The version must be a whole number from 1.');
  return version;
}

function pubstatusOf(value: unknown): IncomingItem['pubstatus'] {
  if (value === 'canceled' || value === 'cancelled') return 'canceled';
  if (value === 'withheld') return 'withheld';
  return 'usable';
}

/**
 * Reads an incoming ninjs document: Superdesk's (`guid`, `body_html`, named `renditions` and `associations`,
 * `subject`/`place` with `scheme` and `code`), IPTC ninjs 2.x (`uri`, `headlines`, `bodies`, arrays) or 3.x (the same
 * in camel case). Anything missing that an item needs is a 422 naming the field.
 */
export function parseNinjs(body: unknown): IncomingItem {
  if (!isObject(body)) throw ValidationError.field('body', 'Send one ninjs item as a JSON object.');
  const guid = text(body.guid) ?? text(body.uri);
  if (!guid) throw ValidationError.field('guid', 'The item needs a guid (or a uri).');
  const type = text(body.type) ?? 'text';
  if (type !== 'text' && type !== 'composite')
    throw ValidationError.field('type', `Items of type ${type} are not ingested; send text items.`);
  const pubstatus = pubstatusOf(field(body, 'pubStatus'));
  const headline = text(body.headline) ?? roleValue(body.headlines, 'main') ?? text(body.title) ?? '';
  if (!headline && pubstatus !== 'canceled') throw ValidationError.field('headline', 'The item needs a headline.');
  const associations = entriesOf(body.associations);
  const featured = associations.sort(
    ([a], [b]) => Number(b === 'featuremedia' || b === 'featureimage') - Number(a === 'featuremedia' || a === 'featureimage'),
  );
  return {
    guid,
    version: versionOf(body.version),
    pubstatus,
    evolvedFrom: text(body.evolvedfrom),
    headline,
    bodyHtml: text(body.body_html) ?? roleValue(body.bodies, 'main') ?? text(body.body_text) ?? '',
    description: text(body.description_text) ?? text(body.description_html)?.replace(/<[^>]*>/g, '') ?? roleValue(body.descriptions) ?? '',
    language: text(body.language),
    subjects: conceptKeys(body.subject ?? body.subjects),
    places: conceptKeys(body.place ?? body.places),
    urgent: typeof body.urgency === 'number' && body.urgency <= 2,
    embargoed: text(body.embargoed) ?? text(field(body, 'embargoedUntil')),
    pictures: featured
      .map(([, association]) => pictureOf(association))
      .filter((picture): picture is IncomingPicture => picture !== undefined),
  };
}
