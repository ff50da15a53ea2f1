import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { paged, single } from '../envelopes.ts';
import {
  exportLinkParams,
  exportLinkQuery,
  exportResponse,
  newsSavedResponse,
  ownNewsDetail,
  ownNewsExportQuery,
  ownNewsQuery,
  ownNewsRow,
} from '../uploads.schema.ts';

const FORM_DESCRIPTION =
  'Multipart: title, content (HTML, sanitized), language_id, category_ids (repeated), files (repeated: JPG, PNG, MP4, MOV, AVI; 5 MB each) and pdf (one)';

/**
 * The news a client sends to the agency (SPEC.md §2 Add / Edit News, List of own news, Export): a reporter of
 * the media house sends and edits, an editor exports.
 */
export const uploadsContract = {
  /** Answered 201 with the saved news. */
  create: route({
    method: 'POST',
    path: '/api/auth/v2/new/v2/news/store',
    access: 'reporter',
    multipart: true,
    description: FORM_DESCRIPTION,
    response: newsSavedResponse,
  }),
  list: route({ method: 'GET', path: '/api/v1/client/news', access: 'reporter', query: ownNewsQuery, response: paged(ownNewsRow) }),
  /** SPEC.md §7 reads the list as the paged model and as the generic `{model}/all` too. */
  listAll: route({ method: 'GET', path: '/api/v1/client/news/all', access: 'reporter', query: ownNewsQuery, response: paged(ownNewsRow) }),
  export: route({
    method: 'GET',
    path: '/api/v1/client/news/export',
    access: 'editor',
    query: ownNewsExportQuery,
    response: exportResponse,
  }),
  item: route({ method: 'GET', path: '/api/v1/client/news/:id', access: 'reporter', params: idParams, response: single(ownNewsDetail) }),
  update: route({
    method: 'PUT',
    path: '/api/v1/client/news/:id',
    access: 'reporter',
    params: idParams,
    multipart: true,
    description: `${FORM_DESCRIPTION}; keep_media_ids (repeated) names the saved files to keep, a new pdf replaces the saved one`,
    response: newsSavedResponse,
  }),
  /**
   * The exported file (CSV or XLSX) behind the export's short-lived link: the link is the permission (the browser opens
   * it without the bearer token).
   */
  exportFile: route({
    method: 'GET',
    path: '/api/v1/exports/:folder/:name',
    access: 'guest',
    params: exportLinkParams,
    query: exportLinkQuery,
  }),
};
