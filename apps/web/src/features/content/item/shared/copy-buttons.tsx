import { Button } from '../../../../ui/button.tsx';
import type { CopyWhat } from './use-item-actions.ts';

export type CopyChoice = { what: CopyWhat; label: string; text: string; html?: string };

/** The copy buttons of a detail view; each copies its text and counts the action. */
export function CopyButtons({ choices, onCopy }: { choices: CopyChoice[]; onCopy: (choice: CopyChoice) => void }) {
  return choices.map((choice) => (
    <Button key={choice.what} size="small" variant="outlined" startIcon="contentCopy" onClick={() => onCopy(choice)}>
      {choice.label}
    </Button>
  ));
}
