import { z } from 'zod';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, single } from '../envelopes.ts';
import {
  categoryForm,
  categoryRow,
  languageForm,
  languageRow,
  planForm,
  planRow,
  promoPopup,
  promoPopupForm,
  setupValueForm,
  setupValueRow,
} from '../lookups-admin.schema.ts';
import { savedIdResponse } from '../media-desk.schema.ts';
import { staffRows } from './staff-table.ts';

/**
 * One lookup model's calls under `/api/v1/{model}`: the whole list (lookups are short), one row, a new row
 * (answered 201), a change, and deleting rows. Administrators only (the agency's settings).
 */
const lookupTable = <const Model extends string, const List extends string, Form extends z.core.$ZodType, Row extends z.core.$ZodType>(
  model: Model,
  schemas: { list: List; form: Form; row: Row },
) => ({
  list: route({ method: 'GET', path: schemas.list, access: 'staff:admin', response: z.object({ data: z.array(schemas.row) }) }),
  ...staffRows(model, 'staff:admin', schemas.row),
  create: route({ method: 'POST', path: `/api/v1/${model}`, access: 'staff:admin', body: schemas.form, response: savedIdResponse }),
  update: route({
    method: 'PUT',
    path: `/api/v1/${model}/:id`,
    access: 'staff:admin',
    params: idParams,
    body: schemas.form,
    response: messageResponse,
  }),
});

/** The staff's categories, languages, setup values and subscription plans, and the news page's promo popup. */
export const lookupsAdminContract = {
  categories: lookupTable('categories', { list: '/api/v1/categories/all', form: categoryForm, row: categoryRow }),
  languages: lookupTable('languages', { list: '/api/v1/languages/all', form: languageForm, row: languageRow }),
  /** `staff` lists every key's rows: the public `/setupValues/all?key=` stays as the register form reads it. */
  setupValues: lookupTable('setupValues', { list: '/api/v1/setupValues/staff', form: setupValueForm, row: setupValueRow }),
  subscriptionPlans: lookupTable('subscriptionPlans', { list: '/api/v1/subscriptionPlans/all', form: planForm, row: planRow }),
  /** Every signed-in user reads it (the news page shows it); only staff save it. */
  promoPopup: route({ method: 'GET', path: '/api/v1/promoPopup', access: 'signed-in', response: single(promoPopup) }),
  savePromoPopup: route({
    method: 'PUT',
    path: '/api/v1/promoPopup',
    access: 'staff:admin',
    body: promoPopupForm,
    response: messageResponse,
  }),
};
