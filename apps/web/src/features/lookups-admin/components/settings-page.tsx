import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAddressState } from '../../../lib/use-address-state.ts';
import { CategoriesTab, LanguagesTab, SetupValuesTab } from './lookup-tabs.tsx';
import { PlansTab } from './plans-tab.tsx';
import { PromoPopupTab } from './promo-popup-tab.tsx';

const TABS = {
  categories: CategoriesTab,
  languages: LanguagesTab,
  setupValues: SetupValuesTab,
  plans: PlansTab,
  promo: PromoPopupTab,
} as const;
type TabName = keyof typeof TABS;
const TAB_NAMES = Object.keys(TABS) as TabName[];

const isTab = (name: string | null): name is TabName => TAB_NAMES.includes(name as TabName);

/** /admin/settings: the agency's lookups, plans and promo popup, one tab each (the tab is in the address: ?tab=plans). */
export function SettingsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useAddressState();
  const requested = search.get('tab');
  const tab: TabName = isTab(requested) ? requested : 'categories';
  const Panel = TABS[tab];

  const choose = (next: TabName) =>
    setSearch((current) => {
      current.set('tab', next);
      return current;
    });

  return (
    <>
      <PageTitle>{t('lookupsAdmin.title')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(_, next: TabName) => choose(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TAB_NAMES.map((name) => (
          <Tab key={name} value={name} label={t(`lookupsAdmin.tabs.${name}`)} id={`settings-tab-${name}`} aria-controls="settings-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`}>
        <Panel />
      </Box>
    </>
  );
}
