import type { Device, LoginRequest, ScreensInUseResponse, SecondFactorChallenge, UserProfile } from '@portal/shared';
import { type FormEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { OutlinedField } from '../../../components/outlined-field.tsx';
import { usePasswordVisibility } from '../../../components/password-visibility.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { landingAfterSignIn } from '../../../lib/return-path.ts';
import { useShellText } from '../../../lib/shell-text.ts';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { lazyWithMui } from '../../../ui/lazy-with-mui.tsx';
import typography from '../../../ui/text.module.css';
import { signIn } from '../api/login.ts';
import { FormHeading } from '../components/form-heading.tsx';
import type { LoginField, LoginFieldErrors } from '../components/login-check.ts';
import styles from './login-page.module.css';
import { SecondFactorStep } from './second-factor-step.tsx';

const loadCheck = () => import('../components/login-check.ts');
/** The "screens in use" dialog and its reader (zod): fetched only when a sign-in is refused so. */
const loadScreens = () => import('../components/screens-in-use-dialog.tsx');
const ScreensInUseDialog = lazyWithMui(() => loadScreens().then((module) => module.ScreensInUseDialog));
const FIELDS: readonly LoginField[] = ['email', 'password'];

type LoginValues = Required<Omit<LoginRequest, 'replace_session'>>;

/** Every screen of the plan is in use: the devices holding them, and the sign-in to send again once one is chosen. */
type ScreensChoice = { answer: ScreensInUseResponse; request: LoginRequest; replacing?: number };

async function screensInUse(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  return (await loadScreens()).readScreensInUse(error.body);
}

/** The server's refusal as field messages: under the field it names, or under the email when it names none. */
function refusalErrors(error: unknown): LoginFieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: LoginFieldErrors = {};
  for (const field of FIELDS) {
    const message = error.fieldMessage(field);
    if (message) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : { email: error.message };
}

/**
 * The login form, held in React state rather than react-hook-form: the screen every visitor sees first
 * stays small. As the other forms do, it checks by the shared schema on submit and, after a first
 * submit, each field again as it changes.
 */
export function LoginPage() {
  const { text } = useShellText();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const password = usePasswordVisibility();
  const [values, setValues] = useState<LoginValues>(() => ({
    email: search.get('email') ?? '',
    password: search.get('password') ?? '',
    rememberMe: false,
  }));
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [screens, setScreens] = useState<ScreensChoice>();
  const [secondFactor, setSecondFactor] = useState<SecondFactorChallenge>();
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const showErrors = (found: LoginFieldErrors) => {
    setErrors(found);
    inputs[FIELDS.find((field) => found[field]) ?? 'email'].current?.focus();
  };

  const change = async (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!submitted) return;
    const check = (await loadCheck()).checkLogin(next);
    setErrors((shown) => ({ ...shown, [field]: check.ok ? undefined : check.errors[field] }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const check = (await loadCheck()).checkLogin(values);
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    await send(check.request);
  };

  /** Signs in; when every screen is in use, the dialog offers to sign one device out and send the sign-in again. */
  const send = async (request: LoginRequest) => {
    setPending(true);
    try {
      const outcome = await signIn(request);
      if (outcome.secondFactor) {
        setPending(false);
        setScreens(undefined);
        return setSecondFactor(outcome.secondFactor);
      }
      signedIn(outcome.user);
    } catch (error) {
      const answer = await screensInUse(error);
      setPending(false);
      // Refused again (another device took the screen meanwhile): the dialog shows the devices as they are now.
      if (answer) return setScreens((shown) => ({ answer, request: shown?.request ?? request }));
      setScreens(undefined);
      showErrors(refusalErrors(error));
    }
  };

  const signedIn = (user: UserProfile) => navigate(landingAfterSignIn(user, search), { replace: true });

  const signOutDevice = (device: Device) => {
    if (!screens) return;
    setScreens({ ...screens, replacing: device.id });
    void send({ ...screens.request, replace_session: device.id });
  };

  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmitted.current || !search.get('email') || !search.get('password')) return;
    autoSubmitted.current = true;
    void submit();
  });

  if (secondFactor) {
    return <SecondFactorStep challenge={secondFactor} onSignedIn={signedIn} onBack={() => setSecondFactor(undefined)} />;
  }

  return (
    <>
      <FormHeading title={text.login.heading} subtitle={text.login.subheading} />
      <form noValidate className={styles.form} onSubmit={submit} onInputCapture={() => void loadCheck()} aria-label={text.login.title}>
        <OutlinedField
          name="email"
          label={text.common.email}
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={values.email}
          onChange={(value) => void change('email', value)}
          inputRef={inputs.email}
          error={errors.email}
        />
        <OutlinedField
          name="password"
          label={text.common.password}
          type={password.type}
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(value) => void change('password', value)}
          inputRef={inputs.password}
          error={errors.password}
          endAdornment={password.toggle}
        />
        <div className={styles.line}>
          <Checkbox
            label={text.login.rememberMe}
            checked={values.rememberMe}
            onChange={(event) => setValues((current) => ({ ...current, rememberMe: event.target.checked }))}
          />
          <RouterLink to="/forget-password" className={typography.link}>
            {text.login.forgot}
          </RouterLink>
        </div>
        <Button type="submit" variant="contained" size="large" busy={pending}>
          {text.login.submit}
        </Button>
        <p className={`${typography.body1} ${styles.register}`}>
          {text.login.noAccount}{' '}
          <RouterLink to="/register" className={typography.link}>
            {text.login.registerNow}
          </RouterLink>
        </p>
      </form>
      {screens && (
        <Suspense fallback={null}>
          <ScreensInUseDialog
            answer={screens.answer}
            replacing={screens.replacing}
            onSignOut={signOutDevice}
            onCancel={() => setScreens(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
