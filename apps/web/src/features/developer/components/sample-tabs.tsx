import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SAMPLES, type Sample } from '../samples/index.ts';
import { CodeBlock } from './code-block.tsx';

/** The chosen sample language, kept in the address (`?sample=python`) so a reload or a shared link keeps it. */
function useChosenSample(samples: readonly Sample[], param: string) {
  const [params, setParams] = useSearchParams();
  const chosen = samples.find((sample) => sample.id === params.get(param)) ?? samples[0];
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(param, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [chosen, choose] as const;
}

/** The sample receivers, one tab per language, each with its files; every panel is in the page so each tab's aria-controls points at it. */
export function SampleTabs({ samples = SAMPLES, param = 'sample' }: { samples?: readonly Sample[]; param?: string }) {
  const { t } = useTranslation();
  const [chosen, choose] = useChosenSample(samples, param);
  const tabId = (id: string) => `${param}-tab-${id}`;
  const panelId = (id: string) => `${param}-panel-${id}`;
  if (!chosen) return null;

  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={chosen.id}
        onChange={(_, id: string) => choose(id)}
        aria-label={t('developer.samples.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {samples.map((sample) => (
          <Tab
            key={sample.id}
            value={sample.id}
            label={sample.label}
            id={tabId(sample.id)}
            aria-controls={panelId(sample.id)}
            // Names as their languages spell them, narrow enough for all five to fit a 400 px phone.
            sx={{ textTransform: 'none', minWidth: 0, px: 1.5 }}
          />
        ))}
      </Tabs>
      {samples.map((sample) => (
        <Box key={sample.id} role="tabpanel" id={panelId(sample.id)} aria-labelledby={tabId(sample.id)} hidden={sample !== chosen}>
          <Stack spacing={2}>
            {sample.files.map((file) => (
              <CodeBlock key={file.path} file={file} grammar={sample.grammar} />
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
