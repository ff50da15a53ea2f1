import { attachmentFields, contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrorsFromIssues, ValidationError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { AgendaService } from './agenda.service.ts';
import type { AgendaAttachments } from './agenda-attachments.service.ts';
import type { CoverageLinks } from './coverage-links.service.ts';

const tags = ['agenda'];
const contract = contracts.agenda;

/** The console's agenda: events with their coverage, saved with a version check. Staff only. */
export function agendaRoutes(deps: {
  agenda: AgendaService;
  coverageLinks: CoverageLinks;
  attachments: AgendaAttachments;
}): FastifyPluginAsyncZod {
  const { agenda, coverageLinks, attachments } = deps;
  return async (app) => {
    app.route({ ...served(contract.list, tags), handler: async (request) => agenda.list(request.query) });
    app.route({ ...served(contract.detail, tags), handler: async (request) => ({ data: await agenda.detail(request.params.id) }) });
    app.route({
      ...served(contract.create, tags, { schema: { response: { 201: contract.create.response } } }),
      handler: async (request, reply) => {
        const data = await agenda.create(caller(request).user.id, request.body);
        return reply.code(201).send({ message: messages.eventSaved, data });
      },
    });
    app.route({
      ...served(contract.update, tags),
      handler: async (request) => ({
        message: messages.eventSaved,
        data: await agenda.update(caller(request).user.id, request.params.id, request.body),
      }),
    });
    app.route({
      ...served(contract.duplicate, tags, { schema: { response: { 201: contract.duplicate.response } } }),
      handler: async (request, reply) => {
        const data = await agenda.duplicate(caller(request).user.id, request.params.id);
        return reply.code(201).send({ message: messages.eventDuplicated, data });
      },
    });
    app.route({
      ...served(contract.addAttachment, tags, { schema: { response: { 201: contract.addAttachment.response } } }),
      handler: async (request, reply) => {
        const form = await readMultipart(request, { fileFields: ['file'] });
        const fields = attachmentFields.safeParse(form.fields);
        if (!fields.success) throw new ValidationError(fieldErrorsFromIssues(fields.error.issues));
        if (!form.files.file) throw ValidationError.field('file', messages.attachmentType);
        await attachments.add(caller(request).user.id, request.params.id, fields.data.name, form.files.file);
        return reply.code(201).send({ message: messages.attachmentAdded, data: await agenda.detail(request.params.id) });
      },
    });
    app.route({
      ...served(contract.removeAttachment, tags),
      handler: async (request) => {
        await attachments.remove(caller(request).user.id, request.params.id, request.params.fileId);
        return { message: messages.attachmentRemoved, data: await agenda.detail(request.params.id) };
      },
    });
    app.route({
      ...served(contract.attachment, tags),
      handler: async (request, reply) => reply.redirect(await attachments.open(request.params.token), 302),
    });
    app.route({
      ...served(contract.suggestions, tags),
      handler: async (request) => ({ data: await coverageLinks.suggestions(request.query) }),
    });
    app.route({
      ...served(contract.deliver, tags),
      handler: async (request) => {
        const eventId = await coverageLinks.deliver(caller(request).user.id, request.params.id, request.body);
        return { message: messages.coverageLinked, data: await agenda.detail(eventId) };
      },
    });
    app.route({
      ...served(contract.undeliver, tags),
      handler: async (request) => {
        const eventId = await coverageLinks.undeliver(caller(request).user.id, request.params.id);
        return { message: messages.coverageUnlinked, data: await agenda.detail(eventId) };
      },
    });
  };
}
