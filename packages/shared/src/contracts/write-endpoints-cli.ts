import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { endpointsSource } from './endpoints-source.ts';
import { contracts } from './index.ts';

const file = path.resolve(import.meta.dirname, '../api-endpoints.ts');
writeFileSync(file, endpointsSource(contracts));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
