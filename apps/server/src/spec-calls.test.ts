import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specCalls } from './test/spec-calls.ts';
import { buildTestApp, type TestApp } from './test/test-app.ts';

/** The shared specification sits beside the repository (CI clones it so). */
const SPEC_FILE = path.resolve(import.meta.dirname, '../../../../shared/SPEC.md');
const hasSpec = fs.existsSync(SPEC_FILE);

/** The generic `/api/v1/{model}` line names no model: the client's own news (SPEC.md §2 "Post") is the one the client reads through it. */
const GENERIC_MODELS = ['client/news'];
/** Generic calls that do not apply to that model, and why. */
const NOT_FOR_OWN_NEWS: Record<string, string> = {
  'POST /api/v1/client/news': 'a client sends news with POST auth/v2/new/v2/news/store (multipart), which §7 names',
  'POST /api/v1/client/news/delete': 'clients do not delete the news they sent (SPEC.md §2 List of own news has no delete)',
};

describe.skipIf(!hasSpec)(`SPEC.md §7 against the route table (skipped when ${SPEC_FILE} is absent)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves every method and path §7 names', () => {
    const calls = specCalls(fs.readFileSync(SPEC_FILE, 'utf8'), GENERIC_MODELS);
    expect(calls.length).toBeGreaterThan(60);
    const missing = calls
      .filter((call) => !(`${call.method} ${call.path}` in NOT_FOR_OWN_NEWS))
      .filter((call) => !t.app.hasRoute({ method: call.method as 'GET', url: call.path }))
      .map((call) => `${call.method} ${call.path}   ← ${call.line}`);
    expect(missing).toEqual([]);
  });
});

describe('specCalls', () => {
  it('reads tables and lists, resolves `...` and spells `{model}` out', () => {
    const spec = [
      '## 7. The calls it makes',
      '### Account',
      '| POST | auth/v2/login | email |',
      '- GET /auth/v2/{model}?page (reads data). Models: client/news/my-activities, client/my-account.',
      '### Integrations (model client/my-account)',
      '- POST /auth/v2/{model}/radio-integration; PUT .../radio-integration/{id}: body name.',
      '- To the central API (separate host): POST /central/find-tenant',
      '- Files are saved by direct GET of the file path.',
      '## 8. Errors',
      '- GET auth/v2/not-a-call',
    ].join('\n');
    expect(specCalls(spec, []).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/auth/v2/login',
      'GET /api/auth/v2/client/news/my-activities',
      'GET /api/auth/v2/client/my-account',
      'POST /api/auth/v2/client/my-account/radio-integration',
      'PUT /api/auth/v2/client/my-account/radio-integration/:id',
    ]);
  });
});
