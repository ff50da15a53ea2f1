import { clientApiRequest, deleteRowsRequest, endpoints, linkApiRequest, pathWith, radioForm } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { deleteRequest, saveRequest } from './integrations.ts';

/** What a request asks for: the method and the path SPEC.md §7 spells, and the body. */
const sent = ({ endpoint, params, body }: { endpoint: { method: string; path: string }; params?: { id: number }; body: unknown }) => ({
  method: endpoint.method,
  path: pathWith(endpoint.path, params),
  body,
});

const site = { catergoy_api: 'https://site.example/api/categories', store_api: 'https://site.example/api/articles', token: 's3cret' };
const link = { category: 'https://agency.example/c', post: 'https://agency.example/p', token: 'abc' };
const radio = { name: 'Radio Sagarmatha', url: 'https://stream.example/live', web_url: 'https://radio.example', address: 'Lalitpur' };

describe('integration requests (SPEC.md §7 "Integrations")', () => {
  it('adds the client API with user_id, key "API" and the fields inside values', () => {
    const request = saveRequest('clientApi', site, { userId: 7 });
    expect(request.endpoint).toBe(endpoints.integrations.clientApi.create);
    expect(sent(request)).toEqual({
      path: '/api/auth/v2/client/my-account/api-clienturl',
      method: 'POST',
      body: { user_id: 7, key: 'API', values: { ...site, user_id: 7 } },
    });
    expect(clientApiRequest.safeParse(request.body).success).toBe(true);
  });

  it('changes the client API by its id with PUT', () => {
    expect(sent(saveRequest('clientApi', site, { userId: 7, id: 3 }))).toMatchObject({
      path: '/api/auth/v2/client/my-account/api-clienturl/3',
      method: 'PUT',
    });
  });

  it('sends the link API fields at the top and again in values; the id only when changing', () => {
    const added = saveRequest('linkApi', link, { userId: 7 });
    expect(added.body).toEqual({ ...link, key: 'API', values: link });
    expect(linkApiRequest.safeParse(added.body).success).toBe(true);
    const changed = saveRequest('linkApi', link, { userId: 7, id: 9 });
    expect(sent(changed)).toMatchObject({
      path: '/api/auth/v2/client/my-account/api-integration/9',
      method: 'PUT',
      body: { id: 9, key: 'API' },
    });
  });

  it('sends the radio fields as they are', () => {
    const request = saveRequest('radio', radio, { userId: 7 });
    expect(sent(request)).toEqual({ path: '/api/auth/v2/client/my-account/radio-integration', method: 'POST', body: radio });
    expect(radioForm.safeParse(request.body).success).toBe(true);
  });

  it('deletes with delete_rows, at the paths the spec spells', () => {
    expect(sent(deleteRequest('clientApi', 3))).toEqual({
      method: 'POST',
      path: '/api/auth/v2/client/my-account/api-clineturl/delete',
      body: { delete_rows: [3] },
    });
    expect(deleteRequest('linkApi', 4).endpoint.path).toBe('/api/auth/v2/client/my-account/api-integration/delete');
    expect(deleteRequest('radio', 5).endpoint.path).toBe('/api/auth/v2/client/my-account/radio-integration/delete');
    expect(deleteRowsRequest.safeParse(deleteRequest('radio', 5).body).success).toBe(true);
  });
});
