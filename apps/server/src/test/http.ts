import { contracts } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { PASSWORD } from './factories.ts';

/** A multipart body app.inject can send, built with the platform's own FormData encoder. */
export async function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; name: string; type?: string }> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    form.append(key, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  return encodeForm(form);
}

export function pngImage(size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs a test account in with the factories' password; answers its access token. */
export async function signInToken(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: contracts.auth.login.path, payload: { email, password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.access_token as string;
}

export type FilePart = { field: string; data: Buffer; name?: string };

/** A desk save as the console sends it: the request's JSON in `data`, then the file parts. */
export function deskForm(data: object, files: FilePart[] = []) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.data)]), file.name ?? 'file');
  return encodeForm(form);
}

async function encodeForm(form: FormData) {
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}
