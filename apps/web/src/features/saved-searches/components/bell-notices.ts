/** A notice another feature rings the bell with (the Agenda's), opened at `to`. */
export type BellEntry = { id: number; title: string; detail: string; at: string; read: boolean; to: string };

/** Notices another feature adds to the bell, handed in by the app's top bar: features do not import each other. */
export type BellNotices = {
  unread: number;
  entries: readonly BellEntry[];
  /** Marks the given notices read, or all of them. */
  markRead(ids?: number[]): void;
};
