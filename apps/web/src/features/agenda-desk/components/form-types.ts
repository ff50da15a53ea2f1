import type { Control } from 'react-hook-form';
import type { EventDraft, EventValues } from './event-draft.ts';

/** The event form's control: its values as the fields hold them, the shared schema's output on submit. */
export type EventControl = Control<EventDraft, unknown, EventValues>;
