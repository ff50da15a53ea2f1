import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, chunkGroupOf, codeSplittingGroups } from '../chunk-groups.ts';

const WEB = path.resolve(import.meta.dirname, '..');
const REPO = path.resolve(WEB, '../..');
const folderRules = CHUNK_GROUPS.flatMap((group) =>
  [...group.folders, ...(group.except ?? [])].map((folder) => ({ group: group.name, folder, except: group.except?.includes(folder) })),
);
const packages = CHUNK_GROUPS.flatMap((group) => group.packages);

/** The source modules under `folder` (a path of apps/web), tests left out. */
const modulesUnder = (folder: string): string[] =>
  fs.readdirSync(path.join(WEB, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(`${relative}/`);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });

/** What a module imports at its start (`import type` aside, which leaves nothing in the build). */
const staticImports = (source: string) =>
  [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');

describe('chunk groups', () => {
  it('name folders and packages, never a file', () => {
    for (const { folder } of folderRules) expect(folder, 'a folder of apps/web, ending in /').toMatch(/^src\/([a-z0-9-]+\/)+$/);
    // A package or a whole scope: a path into a package (one MUI component) is a file by another name.
    for (const name of packages) expect(name).toMatch(/^(@[a-z0-9-]+\/([a-z0-9.-]+|\*)|[a-z0-9][a-z0-9.-]*)$/);
    expect(new Set(CHUNK_GROUPS.map((group) => group.name)).size).toBe(CHUNK_GROUPS.length);
  });

  it('name folders that exist and hold modules', () => {
    for (const { folder } of folderRules) {
      expect(fs.statSync(path.join(WEB, folder), { throwIfNoEntry: false })?.isDirectory(), `${folder} is a folder`).toBe(true);
      expect(modulesUnder(folder), `${folder} holds modules`).not.toEqual([]);
    }
  });

  it('name packages that are installed', () => {
    for (const name of packages) {
      const where = path.join(REPO, 'node_modules', name.replace(/\/\*$/, ''));
      const installed = name.endsWith('/*') ? fs.readdirSync(where).length > 0 : fs.existsSync(path.join(where, 'package.json'));
      expect(installed, `${name} is installed`).toBe(true);
    }
  });

  it('give each folder to one group', () => {
    for (const group of CHUNK_GROUPS) {
      for (const folder of group.except ?? []) {
        expect(group.folders.includes(folder), `${folder} is both taken and left out by ${group.name}`).toBe(false);
        expect(
          group.folders.some((taken) => folder.startsWith(taken)),
          `${folder} lies in a folder of ${group.name}`,
        ).toBe(true);
      }
    }
    for (const inner of folderRules) {
      for (const outer of folderRules) {
        if (inner.group === outer.group || !inner.folder.startsWith(outer.folder)) continue;
        // Only a folder its enclosing group leaves out may be named by another group.
        const carvedOut = CHUNK_GROUPS.find((group) => group.name === outer.group)?.except?.some((folder) =>
          inner.folder.startsWith(folder),
        );
        expect(carvedOut, `${inner.folder} (${inner.group}) lies in ${outer.folder} (${outer.group})`).toBe(true);
      }
    }
  });

  it('keep MUI out of the chunks a reading screen loads', () => {
    const muiFree = CHUNK_GROUPS.filter((group) => !group.packages.some((name) => name.startsWith('@mui/')));
    const muiImports = muiFree.flatMap((group) =>
      group.folders
        .flatMap(modulesUnder)
        .filter((module) => !group.except?.some((folder) => module.startsWith(folder)))
        .flatMap((module) =>
          staticImports(fs.readFileSync(path.join(WEB, module), 'utf8'))
            .filter((specifier) => /^@(mui|emotion)\/|\/ui\/mui\//.test(specifier))
            .map((specifier) => `${group.name}: ${module} imports ${specifier}`),
        ),
    );
    expect(muiImports).toEqual([]);
  });

  it('take a module by its folder or its package, and leave the rest to what imports it', () => {
    const groupOf = (id: string) => chunkGroupOf(id, WEB);
    expect(groupOf(`${WEB}/src/early/early-answers.ts`)).toBe('early');
    expect(groupOf(`${WEB}/src/ui/button.tsx`)).toBe('shell');
    expect(groupOf(`${WEB}/src/ui/mui/mui-theme.tsx`)).toBeUndefined();
    expect(groupOf(`${WEB}/src/features/content/list/news/news-page.tsx?used`)).toBe('content-list');
    expect(groupOf(`${WEB}/src/lib/api-client.ts`)).toBeUndefined();
    expect(groupOf(`${REPO}/packages/shared/src/messages.ts`)).toBeUndefined();
    expect(groupOf(`${REPO}/node_modules/react-dom/cjs/react-dom-client.production.js`)).toBe('shell');
    expect(groupOf(`${REPO}/node_modules/react-is/index.js`)).toBeUndefined();
    expect(groupOf(`${REPO}/node_modules/@mui/material/esm/Button/Button.js`)).toBe('mui');
    expect(groupOf(`${REPO}/node_modules/@emotion/react/dist/emotion-react.browser.esm.js`)).toBe('mui');
    // A copy a package keeps for itself (the charts' own MUI utilities) stays with that package.
    expect(groupOf(`${REPO}/node_modules/@mui/x-charts/node_modules/@mui/utils/esm/index.js`)).toBeUndefined();
    expect(chunkGroupOf('C:\\portal\\apps\\web\\src\\early\\early-answers.ts', 'C:\\portal\\apps\\web')).toBe('early');
  });

  it('rank the groups as listed for Rolldown', () => {
    const groups = codeSplittingGroups(WEB);
    expect(groups.map((group) => group.name)).toEqual(CHUNK_GROUPS.map((group) => group.name));
    expect(groups.map((group) => group.priority)).toEqual([...groups.keys()].map((index) => groups.length - 1 - index));
    expect(groups.find((group) => group.name === 'shell')?.test(`${WEB}/src/app/layouts/guest/guest-layout.tsx`)).toBe(true);
  });
});
