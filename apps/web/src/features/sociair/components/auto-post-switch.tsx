import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useToggleSetting } from '../api/toggle-setting.ts';

/** Auto Post for the whole connection: news of the chosen categories goes to the chosen profiles. */
export function AutoPostSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const toggle = useToggleSetting({ kind: 'autoPost' }, on);
  return (
    <div>
      <FormControlLabel
        label={t('sociair.profile.autoPost')}
        control={
          <Switch
            checked={toggle.checked}
            onChange={(event) => toggle.change(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        {t('sociair.profile.autoPostHint')}
      </FormHelperText>
    </div>
  );
}
