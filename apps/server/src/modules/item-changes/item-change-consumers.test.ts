import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What goes out of the portal when news is published (auto-posts, site pushes, webhooks, alerts, urgent SMS, the
 * machine feed) reads the item-change log: a module that writes news calls none of them, so no write path has to
 * remember them, and each is told of an item once clients can read it, whoever wrote it. This holds the writers
 * to it: a direct call needs an import, and none is allowed.
 */
const MODULES = path.join(import.meta.dirname, '..');
const WRITERS = ['news', 'news-desk', 'review', 'uploads', 'lookups-admin'];
const OUTPUTS = ['sociair', 'integrations', 'webhooks', 'websub', 'saved-searches', 'urgent-sms', 'feed'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const moduleOf = (file: string) => path.relative(MODULES, file).split(path.sep)[0] as string;
const importsOf = (source: string) => [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map(([, specifier]) => specifier as string);
const files = sourceFiles(MODULES).map((file) => ({ file, module: moduleOf(file), source: readFileSync(file, 'utf8') }));

/** Each import, by a file of one of `importers`, of a file of one of `imported`. */
const importsBetween = (importers: string[], imported: string[]) =>
  files
    .filter(({ module }) => importers.includes(module))
    .flatMap(({ file, source }) =>
      importsOf(source)
        .filter((specifier) => imported.some((module) => specifier.startsWith(`../${module}/`)))
        .map((specifier) => `${path.relative(MODULES, file)} imports ${specifier}`),
    );

describe('the outputs of published news are item-change consumers', () => {
  it('leaves the modules that write news without an import of any output', () => {
    expect(importsBetween(WRITERS, OUTPUTS)).toEqual([]);
  });

  it('has site push read the item through news and its version through the log, not through the machine feed', () => {
    expect(importsBetween(['integrations'], ['feed'])).toEqual([]);
  });

  it('keeps the auto-post service to the social automation, which registers it with the dispatcher', () => {
    const strays = files
      .filter(({ module, source }) => module !== 'sociair' && /auto-post\.service|AutoPostService/.test(source))
      .map(({ file }) => path.relative(MODULES, file));
    expect(strays).toEqual([]);
    const sociair = files.find(({ file }) => file.endsWith(path.join('sociair', 'sociair.module.ts')));
    expect(sociair?.source).toMatch(/dispatcher\.consume\(autoPost\.fanOut\)/);
  });
});
