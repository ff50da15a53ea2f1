import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { render } from '@testing-library/react';
import { createElement } from 'react';

let cache: ReturnType<typeof useEmotionCache> | undefined;

/** Reads the emotion cache MUI's components insert their styles through: the context's default one. */
function ReadEmotionCache() {
  cache = useEmotionCache();
  return null;
}

function emotionCache() {
  if (!cache) render(createElement(ReadEmotionCache)).unmount();
  if (!cache) throw new Error('emotion has no default cache in this document');
  return cache;
}

/**
 * Drops the style rules the file's renders inserted, so the next file's begin from none. Emotion adds a rule for
 * each new style and never removes one, and jsdom's getComputedStyle (which every role query calls) walks every
 * rule: kept from file to file, they made the later files' tests several times slower.
 */
export function forgetInsertedStyles() {
  const { sheet, inserted } = emotionCache();
  sheet.flush();
  for (const name of Object.keys(inserted)) delete inserted[name];
}
