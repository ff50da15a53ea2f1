import { DEFAULT_NINJS_VERSION, isNinjsVersion, messages, NINJS_VERSIONS, type NinjsVersion, ninjsSchemaUri } from '@portal/shared';
import { BadRequestError } from '../../lib/errors.ts';

/** A ninjs schema address as a profile: IPTC's, over http or https, with or without `www.` and the `#` of its `$id`. */
const NINJS_PROFILE = /^https?:\/\/(?:www\.)?iptc\.org\/std\/ninjs\/ninjs-schema_([^/]+?)\.json#?$/i;

/** The version an answer is in, and whether the client asked for it (then its Content-Type names the profile). */
export type NinjsChoice = { version: NinjsVersion; asked: boolean };

const unknown = (asked: string) => new BadRequestError(messages.ninjsVersionUnknown(asked, NINJS_VERSIONS));

/** A profile parameter's URIs (RFC 6906: a quoted, space-separated list) in one media range of an Accept header. */
function profilesOf(range: string): string[] {
  const match = /;\s*profile\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(range);
  const value = match?.[1] ?? match?.[2];
  return value ? value.split(/\s+/).filter(Boolean) : [];
}

/** Whether a media range was refused outright (`q=0`). */
const refused = (range: string) => /;\s*q\s*=\s*0(?:\.0{0,3})?\s*(?:;|$)/i.test(range);

/** The first ninjs version an `Accept` header asks for by profile, if any; profiles of anything else are no ninjs choice. */
function fromAccept(accept: string | undefined): string | undefined {
  if (!accept) return undefined;
  for (const range of accept.split(',')) {
    if (refused(range)) continue;
    for (const profile of profilesOf(range)) {
      const version = NINJS_PROFILE.exec(profile)?.[1];
      if (version !== undefined) return version;
    }
  }
  return undefined;
}

/**
 * The ninjs version to answer in: `?ninjs=` first, then an `Accept` profile naming a ninjs schema
 * (`application/json; profile="http://www.iptc.org/std/ninjs/ninjs-schema_3.2.json"`), else 2.1. A version the
 * portal does not send is a 400 naming the versions it does.
 */
export function chooseNinjsVersion(request: { query?: string; accept?: string }): NinjsChoice {
  const asked = request.query?.trim() || fromAccept(request.accept);
  if (asked === undefined) return { version: DEFAULT_NINJS_VERSION, asked: false };
  if (!isNinjsVersion(asked)) throw unknown(asked);
  return { version: asked, asked: true };
}

/** The Content-Type of a ninjs JSON answer: the profile named when the client chose the version, as before otherwise. */
export const ninjsContentType = (choice: NinjsChoice) =>
  choice.asked ? `application/json; charset=utf-8; profile="${ninjsSchemaUri(choice.version)}"` : 'application/json; charset=utf-8';
