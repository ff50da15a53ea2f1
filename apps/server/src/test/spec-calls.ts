export type SpecCall = { method: string; path: string; line: string };

const METHOD_AND_PATH = /\b(GET|POST|PUT|PATCH|DELETE)\b(?:\s*\|)?\s+([^\s|;,]+)/g;
/** A call's path is relative to the first path of its line when it starts with `...`: up to the model, or to `client/<area>`. */
const LINE_BASE = /^(.*?\{model\}|.*?client\/[^/]+)/;

/** SPEC.md §7 "The calls it makes", as the lines under its heading. */
function callSection(spec: string): string[] {
  const lines = spec.split('\n');
  const start = lines.findIndex((line) => line.startsWith('## 7.'));
  if (start < 0) throw new Error('SPEC.md has no "## 7." section');
  const length = lines.slice(start + 1).findIndex((line) => line.startsWith('## '));
  return lines.slice(start + 1, length < 0 ? undefined : start + 1 + length);
}

/** The portal's path for a path as §7 writes it: under /api, query dropped, `{name}` as a route parameter. */
function routePath(written: string): string {
  const bare = written
    .replace(/[?].*$/, '')
    .replace(/[.):]+$/, '')
    .replace(/^\/+/, '');
  return `/${bare.startsWith('api/') ? bare : `api/${bare}`}`.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Every method and path SPEC.md §7 names, `{model}` spelled out with the models its line or heading
 * lists (`Models: a, b.` / `(model a)`), or with `fallbackModels` where neither names one. Lines about
 * another host (the social service's central API) are left out: the portal does not serve them.
 */
export function specCalls(spec: string, fallbackModels: string[]): SpecCall[] {
  const calls: SpecCall[] = [];
  let headingModels: string[] = [];
  for (const line of callSection(spec)) {
    if (line.startsWith('### ')) {
      headingModels = [...line.matchAll(/\(model ([^)]+)\)/g)].map((match) => match[1] as string);
      continue;
    }
    if (/separate host/.test(line)) continue;
    const listed = /Models: ([^.]+)\./.exec(line)?.[1]?.split(/,\s*/);
    const models = listed ?? (headingModels.length > 0 ? headingModels : fallbackModels);
    const found = [...line.matchAll(METHOD_AND_PATH)].filter((match) => (match[2] as string).includes('/'));
    const base = LINE_BASE.exec(found[0]?.[2] ?? '')?.[1] ?? '';
    for (const [, method, written] of found) {
      const absolute = (written as string).startsWith('...') ? `${base}${(written as string).slice(3)}` : (written as string);
      const spelled = absolute.includes('{model}') ? models.map((model) => absolute.replace('{model}', model)) : [absolute];
      for (const path of spelled) calls.push({ method: method as string, path: routePath(path), line: line.trim() });
    }
  }
  return calls;
}
