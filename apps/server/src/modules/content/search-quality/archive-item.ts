/** One news item of the quality set's archive, named by a key the judgements use. */
export type ArchiveItem = { key: string; language: 'en' | 'ne'; title: string; summary: string; body: string };

export const english = (key: string, title: string, summary: string, body: string): ArchiveItem => ({
  key,
  language: 'en',
  title,
  summary,
  body,
});

export const nepali = (key: string, title: string, summary: string, body: string): ArchiveItem => ({
  key,
  language: 'ne',
  title,
  summary,
  body,
});
