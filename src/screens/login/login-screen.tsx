/**
 * The login screen (product rule 2.1): username, password, driver id and branch, submitted to the engine.
 * The username starts as the one an account screen handed over, else the one kept by Change CDC.
 * Above the form: any user's work on this phone not sent for over a day.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { LoginForm } from '../../engine';
import { messages } from '@domain/app/messages';
import { engine } from '../../engine';
import { useSnapshotField } from '../../state/snapshot-slices';
import { useHandedUsername } from './handed-username';
import { LoginField } from './login-field';
import { StaleWorkNotice } from './stale-work-notice';

/** The / route while logged out. */
export function LoginScreen() {
  const rememberedUserName = useSnapshotField('rememberedUserName');
  const handedUsername = useHandedUsername();
  const [form, setForm] = useState<LoginForm>(() => ({
    username: handedUsername || (rememberedUserName ?? ''),
    password: '',
    driverid: '',
    branch: '',
  }));
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (key: keyof LoginForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await engine.login({ ...form, username: form.username.trim() });
      // On success the engine's snapshot logs us in and the route guard moves on to the list.
      if (!result.ok) setFailure(result.message);
    } catch (error) {
      console.error(error);
      setFailure(messages.somethingWentWrong);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="panel panel--narrow">
      <h1 className="panel__title">Login</h1>
      <StaleWorkNotice />
      <form className="login-form" onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        <fieldset className="login-form__fields" disabled={submitting}>
          <LoginField
            id="login-username"
            label="Username"
            name="username"
            autoComplete="username"
            value={form.username}
            onValue={set('username')}
          />
          <LoginField
            id="login-password"
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onValue={set('password')}
          />
          <LoginField
            id="login-driverid"
            label="Driver ID"
            name="driverid"
            autoComplete="on"
            value={form.driverid}
            onValue={set('driverid')}
          />
          <LoginField
            id="login-branch"
            label="Branch"
            name="branch"
            autoComplete="on"
            value={form.branch}
            onValue={set('branch')}
          />
        </fieldset>
        {failure !== null && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? 'Logging in…' : 'Login'}
        </button>
      </form>
      <nav className="login-links" aria-label="Account help">
        <Link href="/forgotten-password">Forgotten password?</Link>
        <Link href="/register-user">Register</Link>
      </nav>
    </div>
  );
}
