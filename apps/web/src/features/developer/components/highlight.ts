import hljs from 'highlight.js/lib/core';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import type { SampleGrammar } from '../samples/index.ts';

// Only the grammars the samples use, so the screen's chunk stays small.
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('php', php);
hljs.registerLanguage('python', python);
hljs.registerLanguage('java', java);

/** The code as escaped HTML with highlight.js token spans. */
export const highlightedHtml = (code: string, grammar: SampleGrammar): string => hljs.highlight(code, { language: grammar }).value;
