import { Outlet } from 'react-router';
import { CalendarSelect } from '../../../components/calendar-select.tsx';
import { ColorModeButton } from '../../../components/color-mode-button.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { useShellText } from '../../../lib/shell-text.ts';
import styles from './guest-layout.module.css';

/** Login, register and the password screens: the agency's introduction beside one form. */
export function GuestLayout() {
  const { text } = useShellText();
  return (
    <div className={styles.layout}>
      <aside className={styles.intro}>
        <img src="/favicon.svg" alt="" width={72} height={72} />
        <p className={styles.agency}>{text.agency.name}</p>
        <p className={styles.about}>{text.agency.about}</p>
      </aside>
      <main className={styles.main}>
        <div className={styles.bar}>
          <span className={styles.brand}>
            <img src="/favicon.svg" alt="" width={32} height={32} />
            {text.agency.name}
          </span>
          <span className={styles.choices}>
            <LanguageSelect />
            <CalendarSelect />
            <ColorModeButton />
          </span>
        </div>
        <div className={styles.place}>
          <div className={styles.paper}>
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  );
}
