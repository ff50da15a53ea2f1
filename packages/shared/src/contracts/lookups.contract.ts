import { z } from 'zod';
import { route } from '../api-contract.ts';
import { category, language, setupValue, setupValuesQuery } from '../lookups.schema.ts';

/** Categories, languages and setup values as every form reads them. */
export const lookupsContract = {
  categories: route({
    method: 'GET',
    path: '/api/auth/v2/categories/all',
    access: 'signed-in',
    response: z.object({ data: z.array(category) }),
  }),
  languages: route({
    method: 'GET',
    path: '/api/auth/v2/languages/all',
    access: 'signed-in',
    response: z.object({ data: z.array(language) }),
  }),
  /** Public: the register form's choices. */
  setupValues: route({
    method: 'GET',
    path: '/api/v1/setupValues/all',
    access: 'guest',
    query: setupValuesQuery,
    response: z.object({ data: z.array(setupValue) }),
  }),
};
