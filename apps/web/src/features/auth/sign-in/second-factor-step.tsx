import type { SecondFactorChallenge, UserProfile } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { OutlinedField } from '../../../components/outlined-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useShellText } from '../../../lib/shell-text.ts';
import { Button } from '../../../ui/button.tsx';
import typography from '../../../ui/text.module.css';
import { finishSignIn } from '../api/login.ts';
import { FormHeading } from '../components/form-heading.tsx';
import styles from './login-page.module.css';

type CodeMethod = 'totp' | 'recovery';

/**
 * The sign-in's second step: the code of the authenticator app, a passkey (the browser asks the authenticator;
 * @simplewebauthn/browser is fetched only then) or a recovery code. The password step's challenge carries the
 * sign-in's choices; when it has expired the person goes back to the password.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn: (user: UserProfile) => void;
  onBack: () => void;
}) {
  const { text } = useShellText();
  const [method, setMethod] = useState<CodeMethod>(challenge.methods.includes('totp') ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const hasPasskey = challenge.methods.includes('passkey') && challenge.passkey_options;
  const showCodeForm = challenge.methods.includes('totp') || method === 'recovery';

  const finish = async (body: Parameters<typeof finishSignIn>[0]) => {
    setPending(true);
    setError(undefined);
    try {
      onSignedIn(await finishSignIn(body));
    } catch (caught) {
      setPending(false);
      setError(caught instanceof ApiError ? caught.message : text.secondFactor.passkeyFailed);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void finish({ challenge: challenge.challenge, method, code });
  };

  const signWithPasskey = async () => {
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const credential = await startAuthentication({ optionsJSON: challenge.passkey_options as never });
      await finish({ challenge: challenge.challenge, method: 'passkey', credential: { ...credential } });
    } catch {
      setError(text.secondFactor.passkeyFailed);
    }
  };

  const other: CodeMethod = method === 'totp' ? 'recovery' : 'totp';
  return (
    <>
      <FormHeading
        title={text.secondFactor.heading}
        subtitle={method === 'totp' ? text.secondFactor.totpHelp : text.secondFactor.recoveryHelp}
      />
      <div className={styles.form}>
        {hasPasskey && (
          <Button
            type="button"
            variant={showCodeForm ? 'outlined' : 'contained'}
            size="large"
            onClick={() => void signWithPasskey()}
            disabled={pending}
          >
            {text.secondFactor.usePasskey}
          </Button>
        )}
        {showCodeForm && (
          <form noValidate className={styles.form} onSubmit={submit} aria-label={text.secondFactor.heading}>
            <OutlinedField
              key={method}
              name={method === 'totp' ? 'one-time-code' : 'recovery-code'}
              label={method === 'totp' ? text.secondFactor.code : text.secondFactor.recoveryCode}
              autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
              autoFocus
              required
              value={code}
              onChange={setCode}
              error={error}
            />
            <Button type="submit" variant="contained" size="large" busy={pending}>
              {text.secondFactor.submit}
            </Button>
          </form>
        )}
        {!showCodeForm && error && (
          <p role="alert" className={typography.body1}>
            {error}
          </p>
        )}
        <div className={styles.line}>
          {challenge.methods.includes(other) && (
            <button
              type="button"
              className={`${typography.link} ${styles.textButton}`}
              onClick={() => {
                setMethod(other);
                setCode('');
                setError(undefined);
              }}
            >
              {other === 'totp' ? text.secondFactor.useApp : text.secondFactor.useRecovery}
            </button>
          )}
          <button type="button" className={`${typography.link} ${styles.textButton}`} onClick={onBack}>
            {text.secondFactor.back}
          </button>
        </div>
      </div>
    </>
  );
}
