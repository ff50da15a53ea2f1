import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, messages } from '@portal/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from './error-handler.ts';
import { readMultipart } from './multipart.ts';

describe('readMultipart over a real connection', () => {
  const app = Fastify();
  let address = '';

  beforeAll(async () => {
    app.setErrorHandler(handleError);
    await app.register(multipart);
    app.post('/upload', async (request) => {
      const form = await readMultipart(request, { fileFields: ['logo'] });
      return { fields: form.fields, sizes: Object.fromEntries(Object.entries(form.files).map(([name, data]) => [name, data.length])) };
    });
    address = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const send = (logo: Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.append('full_name', 'Kantipur');
    form.append('logo', new Blob([logo]), 'logo.png');
    return fetch(`${address}/upload`, { method: 'POST', body: form });
  };

  it('reads the fields and a file within the limit', async () => {
    const response = await send(new Uint8Array(1024));
    expect(await response.json()).toEqual({ fields: { full_name: 'Kantipur' }, sizes: { logo: 1024 } });
  });

  it('answers 413 with the field, however the size limit surfaces', async () => {
    const response = await send(new Uint8Array(2 * MAX_UPLOAD_BYTES));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: messages.fileTooLarge, errors: { logo: [messages.fileTooLarge] } });
  });
});
