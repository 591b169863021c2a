/** /register-user: a new driver creates an account, then logs in with it. */
import { useState } from 'react';
import { Link } from 'wouter';
import { checkRegistrationForm, PASSWORD_MIN_CHARS } from '../../domain/account-rules';
import type { RegistrationForm } from '../../domain/account-rules';
import type { LoginResponse } from '../../domain/api-shapes';
import { LOGIN_PATH } from '../../domain/routes';
import { engine } from '../../engine';
import { AccountDone } from './account-done';
import { AccountField } from './account-field';
import { FormFailure } from './form-failure';
import { ShowPasswords } from './show-passwords';
import { useAccountForm } from './use-account-form';

const EMPTY: RegistrationForm = {
  firstName: '',
  lastName: '',
  username: '',
  password: '',
  confirmPassword: '',
  driverid: '',
  branch: '',
};

/** The registration form, and the confirmation once the account exists. */
export function RegisterScreen({ title }: { title: string }) {
  const [account, setAccount] = useState<LoginResponse | null>(null);
  const [passwordsShown, setPasswordsShown] = useState(false);
  const form = useAccountForm({
    idPrefix: 'register',
    initial: EMPTY,
    check: checkRegistrationForm,
    send: (request) => engine.registerAccount(request),
    onDone: setAccount,
  });

  if (account !== null) {
    return (
      <AccountDone
        title="Account created"
        message={
          <p>
            Your account <strong>{account.userName}</strong> is ready. Log in with your username, password,
            driver ID ({account.driverid}) and branch ({account.branch}).
          </p>
        }
      >
        <Link
          href={LOGIN_PATH}
          state={{ username: account.userName }}
          className="button button--primary button--block"
        >
          Go to login
        </Link>
      </AccountDone>
    );
  }

  const passwordType = passwordsShown ? 'text' : 'password';
  return (
    <div className="panel panel--narrow">
      <h1 className="panel__title">{title}</h1>
      <form className="login-form" noValidate onSubmit={form.onSubmit} aria-busy={form.submitting}>
        <fieldset className="login-form__fields" disabled={form.submitting}>
          <AccountField
            {...form.bind('firstName')}
            name="firstName"
            autoComplete="given-name"
            autoCapitalize="words"
          />
          <AccountField
            {...form.bind('lastName')}
            name="lastName"
            autoComplete="family-name"
            autoCapitalize="words"
          />
          <AccountField
            {...form.bind('username')}
            name="username"
            autoComplete="username"
            hint="3 to 64 letters, digits, dots, dashes or underscores"
          />
          <AccountField
            {...form.bind('password')}
            name="password"
            type={passwordType}
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_CHARS} characters, with a letter and a digit`}
          />
          <AccountField
            {...form.bind('confirmPassword')}
            name="confirmPassword"
            type={passwordType}
            autoComplete="new-password"
          />
          <ShowPasswords id="register-show-passwords" shown={passwordsShown} onShown={setPasswordsShown} />
          <AccountField {...form.bind('driverid')} name="driverid" autoComplete="off" />
          <AccountField {...form.bind('branch')} name="branch" autoComplete="off" />
        </fieldset>
        <FormFailure message={form.failure} />
        <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
          {form.submitting ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <nav className="login-links" aria-label="Account help">
        <Link href={LOGIN_PATH}>Back to login</Link>
      </nav>
    </div>
  );
}
