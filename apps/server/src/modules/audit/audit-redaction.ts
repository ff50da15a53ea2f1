/** What a redacted value reads as in an audit row: the field changed, its value is not kept. */
export const REDACTED = '[redacted]';

/**
 * Field names whose values never go into an audit row: passwords and their hashes, secrets, tokens, keys, signing
 * secrets, one-time codes and recovery codes, in camelCase or snake_case.
 */
const SECRET_FIELD = /pass(word|phrase)?|secret|token|hash|sealed|signature|^key$|api_?key$|private|credential|otp|totp|recovery|cookie/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value as JSON keeps it (dates as ISO strings, undefined dropped), secrets redacted at any depth. */
export function redact(value: unknown, depth = 0): Json {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth > 6) return '[…]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined || typeof field === 'function') continue;
      out[key] = isSecretField(key) && field !== null ? REDACTED : redact(field, depth + 1);
    }
    return out;
  }
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(redact(a)) === JSON.stringify(redact(b));

/**
 * The before and after of the fields that changed: with both given, a field the same on both sides is left out
 * (a field only one side has counts as changed); either side alone is kept whole. Secrets are redacted.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, Json> | null; after: Record<string, Json> | null } {
  if (!before || !after) {
    return {
      before: before ? (redact(before) as Record<string, Json>) : null,
      after: after ? (redact(after) as Record<string, Json>) : null,
    };
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of keys) {
    if (before[key] === undefined && after[key] === undefined) continue;
    if (same(before[key], after[key])) continue;
    if (key in before) changedBefore[key] = before[key];
    if (key in after) changedAfter[key] = after[key];
  }
  return { before: redact(changedBefore) as Record<string, Json>, after: redact(changedAfter) as Record<string, Json> };
}
