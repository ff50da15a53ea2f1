import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Conventions of STYLE.md a reader relies on without checking: a file's name says what it exports, and a
 * comment explains the code in front of it instead of pointing at the tracker.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
// Files deleted but not yet staged are listed by git and absent.
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && existsSync(path.join(REPO, file)));
const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');

const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
const camel = (kebab: string) => pascal(kebab).replace(/^./, (letter) => letter.toLowerCase());
const exportedNames = (source: string) =>
  [...source.matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm)].map(([, name]) => name as string);

/** What `x.<kind>.ts` exports under its own name. */
const MAIN_EXPORT: Record<string, (base: string) => string> = {
  service: (base) => `create${pascal(base)}Service`,
  module: (base) => `${camel(base)}Module`,
  routes: (base) => `${camel(base)}Routes`,
};
const FACTORY = /^create\w+(Service|Repository)$/;

const serverFiles = tracked.filter((file) => /^apps\/server\/src\/.*\.(service|module|routes|repository)\.ts$/.test(file));

describe('names', () => {
  it('gives every service, module and routes file the export its name says', () => {
    const misnamed = serverFiles.flatMap((file) => {
      const [, base = '', kind = ''] = path.basename(file).match(/^(.+)\.(\w+)\.ts$/) ?? [];
      const expected = MAIN_EXPORT[kind]?.(base);
      return expected && !exportedNames(read(file)).includes(expected) ? [`${file} exports no ${expected}`] : [];
    });
    expect(misnamed).toEqual([]);
  });

  it('keeps each service or repository factory in the file named after it', () => {
    const strays = serverFiles.flatMap((file) => {
      const [, base = '', kind = ''] = path.basename(file).match(/^(.+)\.(\w+)\.ts$/) ?? [];
      const own = `create${pascal(base)}${pascal(kind)}`;
      return exportedNames(read(file))
        .filter((name) => FACTORY.test(name) && name !== own)
        .map((name) => `${file} exports ${name}`);
    });
    expect(strays).toEqual([]);
  });
});

/** A service past this is split into one file per use case (modules/webhooks/use-cases/). */
const MAX_SERVICE_LINES = 150;
// A file's last newline ends its last line; it does not start another.
const lineCount = (source: string) => source.replace(/\n$/, '').split('\n').length;

describe('size', () => {
  it('keeps every service short: its use cases are files of their own', () => {
    const long = serverFiles
      .filter((file) => file.endsWith('.service.ts'))
      .map((file) => ({ file, lines: lineCount(read(file)) }))
      .filter(({ lines }) => lines > MAX_SERVICE_LINES)
      .map(({ file, lines }) => `${file} has ${lines} lines (at most ${MAX_SERVICE_LINES}): split it into use-cases/`);
    expect(long).toEqual([]);
  });
});

describe('comments', () => {
  // Applied migrations are history, and the standards' schema files are kept as published.
  const ours = tracked.filter(
    (file) => /\.(ts|tsx|js|mjs|css|php|sh|yml|yaml|example)$|^\.ci\//.test(file) && !/\/drizzle\/|\/fixtures\//.test(file),
  );

  it('never cite an issue number: the reason is written out where the code is', () => {
    const citing = ours.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (/\bissues? #?\d+/i.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
