import fs from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The reference client site (examples/) has no workspace of its own; its tests run with the server's.
const testFiles = fs.globSync(['src/**/*.test.ts', '../../examples/client-site/**/*.test.ts'], { exclude: ['**/node_modules/**'] });
const reads = (pattern: RegExp) => (file: string) => pattern.test(fs.readFileSync(file, 'utf8'));
/** Needs a process of its own: starts real servers (the portal, PHP's WordPress) or replaces a module (vi.mock). */
const needsOwnProcess = reads(/test\/(server-process|wordpress)\.ts'|vi\.mock\(/);
/** Opens a database: a copy of the run's template (test/test-app.ts), or one of its own on DATABASE_URL. */
const touchesDatabase = reads(/test\/test-app\.ts'|process\.env\.DATABASE_URL/);

/**
 * Three kinds of test file, each in the pool that fits it on two cores:
 * - `unit` touches no database: files share a worker's loaded modules (no isolation).
 * - `api` copies the run's migrated database (globalSetup) and builds the app; loaded modules are shared too, so
 *   PGlite's WebAssembly and the app's imports are paid once per worker, not once per file.
 * - `system` spawns servers, kills them and reads their output, or mocks a module: each file in a process of its own.
 * With DATABASE_URL set (CI's PostgreSQL pass) only the files that touch a database run.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const system = testFiles.filter(needsOwnProcess);
const api = testFiles.filter((file) => !system.includes(file) && touchesDatabase(file));
const unit = testFiles.filter((file) => !system.includes(file) && !api.includes(file));

const project = (name: string, include: string[], isolate: boolean, setupFiles: string[] = []): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, isolate, setupFiles },
});
/** Before each test of a file that builds apps: list answers cached by an earlier test are dropped. */
const buildsApps = ['src/test/forget-cached-lists.ts'];

export default defineConfig({
  test: {
    projects: [
      ...(onPostgres ? [] : [project('unit', unit, false)]),
      project('api', api, false, buildsApps),
      project('system', onPostgres ? system.filter(touchesDatabase) : system, true, buildsApps),
    ],
    globalSetup: ['src/test/database-templates.ts'],
    // Vitest's default on two cores is one worker; a second keeps both cores busy while the other waits on I/O.
    // The PostgreSQL pass waits on the server more than it computes: a third worker took it from 120 s to 97.
    maxWorkers: onPostgres ? 3 : 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Measured by the workspace's `npm test`, not by a run of chosen files.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // main.ts, portal-start.ts and lib/tracing.ts run only in the portal processes the system tests spawn
      // (server-process.ts, traces.test.ts): this process's v8 coverage cannot see them, so they would count as never run.
      exclude: ['src/**/*.test.ts', 'src/test/**', 'src/main.ts', 'src/portal-start.ts', 'src/lib/tracing.ts'],
      reporter: ['text-summary'],
      reportOnFailure: true,
      // Just under the figures of 2026-11-25: coverage may rise, a change may not lower it unnoticed.
      thresholds: { lines: 95, statements: 92.5, functions: 95, branches: 82 },
    },
  },
});
