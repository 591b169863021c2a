/** /register-user: a new driver creates an account, then logs in with it. */
import { useState } from 'react';
import { Link } from 'wouter';
import { checkRegistrationForm } from '@domain/accounts/account-rules';
import type { RegistrationForm } from '@domain/accounts/account-rules';
import type { LoginResponse } from '@domain/gateway/api-shapes';
import { LOGIN_PATH } from '@domain/accounts/routes';
import { engine } from '../../engine';
import { AccountDone } from './account-done';
import { AccountField } from './account-field';
import { AccountFormPanel } from './account-form-panel';
import { GoToLogin } from './go-to-login';
import { NewPasswordFields } from './new-password-fields';
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
        <GoToLogin username={account.userName} />
      </AccountDone>
    );
  }

  return (
    <AccountFormPanel
      title={title}
      form={form}
      submitLabel="Create account"
      busyLabel="Creating account…"
      links={<Link href={LOGIN_PATH}>Back to login</Link>}
    >
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
      <NewPasswordFields
        idPrefix="register"
        password={{ ...form.bind('password'), name: 'password' }}
        confirmation={{ ...form.bind('confirmPassword'), name: 'confirmPassword' }}
      />
      <AccountField {...form.bind('driverid')} name="driverid" autoComplete="off" />
      <AccountField {...form.bind('branch')} name="branch" autoComplete="off" />
    </AccountFormPanel>
  );
}
