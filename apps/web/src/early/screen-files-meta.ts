/**
 * The `<meta name>` under which index.html lists the files of a screen the early entry starts, one meta per
 * screen path (`data-path`) and language (`data-language`); written by index-preloads.ts at build time.
 */
export const SCREEN_FILES_META = 'portal-screen-files';
