import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentStepUp, onStepUpChange, settleStepUp } from '../lib/step-up.ts';

/** The dialog, its texts and MUI's theme, fetched the first time a sensitive action asks for it. */
const StepUpDialog = lazy(async () => {
  const [{ StepUpDialog: Dialog }, { MuiTheme }, { i18nReady }] = await Promise.all([
    import('../features/security/components/step-up-dialog.tsx'),
    import('../ui/mui/mui-theme.tsx'),
    import('../lib/session/i18n.ts'),
  ]);
  await i18nReady;
  return {
    default: (props: Parameters<typeof Dialog>[0]) => (
      <MuiTheme>
        <Dialog {...props} />
      </MuiTheme>
    ),
  };
});

/** Shows the step-up dialog while lib/api-client.ts waits for the person to confirm a sensitive action. */
export function StepUpHost() {
  const request = useSyncExternalStore(onStepUpChange, currentStepUp);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog methods={request.methods} onDone={settleStepUp} />
    </Suspense>
  );
}
