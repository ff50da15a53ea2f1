import { z } from 'zod';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, paged, single, withMessage } from '../envelopes.ts';
import {
  savedFolder,
  savedFolderForm,
  savedFolders,
  savedItem,
  savedItemsQuery,
  savedMark,
  savedStatusQuery,
  saveItemRequest,
  shareItemRequest,
  shareResult,
  updateSavedItemRequest,
} from '../saved-items.schema.ts';

const item = '/api/client/saved-items/:id';
const folder = '/api/client/saved-folders/:id';

/** A person's saved items and folders, and sharing an item by mail. */
export const savedItemsContract = {
  list: route({ method: 'GET', path: '/api/client/saved-items', access: 'member', query: savedItemsQuery, response: paged(savedItem) }),
  /** Which of these items (one kind) the person saved. */
  status: route({
    method: 'GET',
    path: '/api/client/saved-items/status',
    access: 'member',
    query: savedStatusQuery,
    response: single(z.array(savedMark)),
  }),
  save: route({
    method: 'POST',
    path: '/api/client/saved-items',
    access: 'member',
    body: saveItemRequest,
    response: withMessage(savedMark),
  }),
  update: route({
    method: 'PUT',
    path: item,
    access: 'member',
    params: idParams,
    body: updateSavedItemRequest,
    response: withMessage(savedMark),
  }),
  remove: route({ method: 'DELETE', path: item, access: 'member', params: idParams, response: messageResponse }),
  folders: route({ method: 'GET', path: '/api/client/saved-folders', access: 'member', response: savedFolders }),
  /** Answers 201. */
  createFolder: route({
    method: 'POST',
    path: '/api/client/saved-folders',
    access: 'member',
    body: savedFolderForm,
    response: withMessage(savedFolder),
  }),
  renameFolder: route({
    method: 'PUT',
    path: folder,
    access: 'member',
    params: idParams,
    body: savedFolderForm,
    response: messageResponse,
  }),
  deleteFolder: route({ method: 'DELETE', path: folder, access: 'member', params: idParams, response: messageResponse }),
  share: route({
    method: 'POST',
    path: '/api/client/shares',
    access: 'member',
    body: shareItemRequest,
    response: withMessage(shareResult),
  }),
};
