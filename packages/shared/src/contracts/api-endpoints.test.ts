import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointsSource } from './endpoints-source.ts';
import { contracts } from './index.ts';

describe('api-endpoints.ts', () => {
  it('lists every contract as it is now (npm run endpoints -w packages/shared writes it)', () => {
    expect(readFileSync(path.resolve(import.meta.dirname, '../api-endpoints.ts'), 'utf8')).toBe(endpointsSource(contracts));
  });
});
