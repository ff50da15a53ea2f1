import { endpoints, MAX_EVENT_FILES, messages, pathWith } from '@portal/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { IdTokens } from '../../lib/id-tokens.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { saveWithFiles } from '../content/save-with-files.ts';
import type { FileLink } from './agenda.presenters.ts';
import type { AgendaRepository, EventState } from './agenda.repository.ts';
import type { AgendaLog } from './agenda-log.ts';

/** The lasting address of an event's file: the portal's, its id signed. */
export const agendaFileLink =
  (publicUrl: string, tokens: IdTokens): FileLink =>
  (fileId) =>
    `${publicUrl}${pathWith(endpoints.agenda.attachment.path, { token: tokens.of(fileId) })}`;

const EVENT_FILE = { accept: new Set(['application/pdf', 'image/jpeg', 'image/png']), field: 'file', refusal: messages.attachmentType };

/**
 * An event's files (a press release, an invitation): added and removed by staff, each a new version of the event in
 * the agenda's log. Each has a lasting address, its id signed (`agendaFileLink`), which redirects to a fresh signed link of
 * the file: calendars and feeds keep the address, the file's own link expires.
 */
export function createAgendaAttachmentsService(deps: {
  content: Pick<ContentDeps, 'db' | 'media' | 'mediaService' | 'cache'>;
  repository: AgendaRepository;
  log: AgendaLog;
  links: MediaLinks;
  tokens: IdTokens;
  publicUrl: string;
  audit: Audit;
}) {
  const { content, repository, log } = deps;

  /** Saves the change of the event's files as a new version of it, logged with how it stood before. */
  function saveFiles(
    staffId: number,
    eventId: number,
    change: Omit<Parameters<typeof saveWithFiles>[1], 'owner' | 'folder' | 'arrange' | 'record'>,
    audited: { added?: string; removed?: number },
  ) {
    let before: EventState | undefined;
    return saveWithFiles(
      content,
      {
        owner: 'eventId',
        folder: 'agenda',
        ...change,
        arrange: (tx) => log.record(tx, eventId, before),
        record: (tx) =>
          deps.audit.record(tx, {
            action: 'agenda_event.update',
            object: { type: 'agenda_event', id: eventId },
            after: audited.added ? { attachment_added: audited.added } : { attachment_removed: audited.removed },
          }),
      },
      async (tx) => {
        before = await repository.stateOf(eventId, tx);
        if (!before) throw new NotFoundError();
        if (
          change.files.length > 0 &&
          ((await content.media.ofOwners('eventId', [eventId], tx)).get(eventId)?.length ?? 0) >= MAX_EVENT_FILES
        ) {
          throw ValidationError.field('file', messages.tooManyAttachments);
        }
        await repository.bump(tx, eventId, staffId);
        return { id: eventId };
      },
    );
  }

  return {
    add: (staffId: number, eventId: number, name: string, data: Buffer) =>
      saveFiles(staffId, eventId, { files: [{ data, check: EVENT_FILE, caption: name }] }, { added: name }),

    remove: (staffId: number, eventId: number, fileId: number) =>
      saveFiles(
        staffId,
        eventId,
        {
          files: [],
          dropping: async (tx) => {
            const file = (await content.media.ofOwners('eventId', [eventId], tx)).get(eventId)?.find((row) => row.id === fileId);
            if (!file) throw new NotFoundError();
            return [file];
          },
        },
        { removed: fileId },
      ),

    /** Where the file of a lasting address is now: a signed link to it. */
    async open(token: string): Promise<string> {
      const fileId = deps.tokens.read(token);
      const file = fileId === undefined ? undefined : await content.media.findOwned('eventId', fileId);
      if (!file) throw new NotFoundError();
      return deps.links.sign(file.path, deps.publicUrl);
    },
  };
}
export type AgendaAttachments = ReturnType<typeof createAgendaAttachmentsService>;
