import { useEffect } from 'react';
import { useShellText } from './shell-text.ts';

/** "Screen · Agency" in the browser tab and history. */
export function useDocumentTitle(title: string) {
  const { text } = useShellText();
  useEffect(() => {
    document.title = `${title} · ${text.agency.name}`;
  }, [title, text]);
}
