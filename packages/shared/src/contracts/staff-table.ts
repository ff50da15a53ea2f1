import type { z } from 'zod';
import { deleteRowsRequest } from '../account.schema.ts';
import { type ApiAccess, route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, paged, single } from '../envelopes.ts';
import { savedIdResponse } from '../media-desk.schema.ts';

/**
 * What every staff table under `/api/v1/{model}` (SPEC.md §7 generic calls) has beside its list and its
 * saves: one row, and deleting rows (`delete_rows`), for the staff whose roles reach `access`.
 */
export const staffRows = <const Model extends string, const Access extends ApiAccess, Detail extends z.core.$ZodType>(
  model: Model,
  access: Access,
  detail: Detail,
) => ({
  item: route({ method: 'GET', path: `/api/v1/${model}/:id`, access, params: idParams, response: single(detail) }),
  remove: route({ method: 'POST', path: `/api/v1/${model}/delete`, access, body: deleteRowsRequest, response: messageResponse }),
});

/**
 * A desk of the agency's content under `/api/v1/{model}`: a page of rows, one row as the desk edits it, and
 * deleting rows; publishing (answered 201 with the new id) and changing send a multipart form with the files.
 */
export const deskTable = <
  const Model extends string,
  Query extends z.core.$ZodType,
  Row extends z.core.$ZodType,
  Detail extends z.core.$ZodType,
>(
  model: Model,
  schemas: { query: Query; row: Row; detail: Detail },
  /** The form's parts, and what changing a row adds to them. */
  form: { description: string; onUpdate: string },
) => ({
  list: route({ method: 'GET', path: `/api/v1/${model}/all`, access: 'staff:desk', query: schemas.query, response: paged(schemas.row) }),
  ...staffRows(model, 'staff:desk', schemas.detail),
  create: route({
    method: 'POST',
    path: `/api/v1/${model}`,
    access: 'staff:desk',
    multipart: true,
    description: form.description,
    response: savedIdResponse,
  }),
  update: route({
    method: 'PUT',
    path: `/api/v1/${model}/:id`,
    access: 'staff:desk',
    params: idParams,
    multipart: true,
    description: `${form.description}; ${form.onUpdate}`,
    response: messageResponse,
  }),
});
