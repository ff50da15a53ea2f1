import type { ClientCoverage, EventStatus, NoticeReason } from '@portal/shared';

/**
 * The Agenda's kinds, states and statuses as the web lists them. The shared lists live in zod schema modules
 * (agenda.schema.ts), which the reading screens do not load; the types keep these in step with them.
 */
export type CoverageKind = ClientCoverage['kind'];
export type CoverageState = ClientCoverage['state'];

export const KINDS = ['text', 'photos', 'video', 'live', 'audio'] as const satisfies readonly CoverageKind[];
export const STATES = ['planned', 'assigned', 'in_progress', 'delivered', 'cancelled'] as const satisfies readonly CoverageState[];
export const STATUSES = ['planned', 'confirmed', 'postponed', 'cancelled'] as const satisfies readonly EventStatus[];
export const REASONS = ['postponed', 'cancelled', 'rescheduled', 'delivered'] as const satisfies readonly NoticeReason[];

/** Statuses a reader must not miss: drawn prominently, with their reason. */
export const isDisrupted = (status: EventStatus) => status === 'postponed' || status === 'cancelled';
