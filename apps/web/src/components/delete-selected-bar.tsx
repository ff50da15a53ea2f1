import Delete from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageResponse } from '@portal/shared';
import { useState } from 'react';
import { showNotice } from '../lib/notices.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * The rows chosen with a table's checkboxes, kept to those of the page shown: a choice made on another
 * page or under other filters is not on screen, so it is not deleted.
 */
export function usePageSelection(rows: readonly { id: number }[] | undefined) {
  const [selected, setSelected] = useState<number[]>([]);
  const chosen = selected.filter((id) => rows?.some((row) => row.id === id));
  return { chosen, setSelected };
}

type Props = {
  chosen: number[];
  onDeleted(): void;
  remove: { mutateAsync(ids: number[]): Promise<MessageResponse>; isPending: boolean };
  texts: { delete: string; selected: string; title: string; text: string };
};

/** Delete for the chosen rows, with how many are chosen, after asking; the server's message is the notice. */
export function DeleteSelectedBar({ chosen, onDeleted, remove, texts }: Props) {
  const [confirming, setConfirming] = useState(false);
  const deleteChosen = async () => {
    const answer = await remove.mutateAsync(chosen).catch(() => undefined);
    setConfirming(false);
    if (!answer) return;
    onDeleted();
    showNotice(answer.message, { variant: 'success' });
  };
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1, minHeight: 36 }}>
      <Button variant="outlined" color="error" startIcon={<Delete />} disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
        {texts.delete}
      </Button>
      <Typography variant="body2" role="status">
        {chosen.length > 0 && texts.selected}
      </Typography>
      <ConfirmDialog
        open={confirming}
        title={texts.title}
        text={texts.text}
        confirmLabel={texts.delete}
        danger
        busy={remove.isPending}
        onConfirm={() => void deleteChosen()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
