/** /reset-password: username, the mailed reset code and a new password. */
import { useState } from 'react';
import { Link } from 'wouter';
import { checkResetPasswordForm, PASSWORD_MIN_CHARS, RESET_CODE_LENGTH } from '../../domain/account-rules';
import type { ResetPasswordRequest } from '../../domain/account-rules';
import { LOGIN_PATH } from '../../domain/routes';
import { engine } from '../../engine';
import { AccountDone } from './account-done';
import { AccountField } from './account-field';
import { FORGOTTEN_PASSWORD_PATH } from './account-paths';
import { FormFailure } from './form-failure';
import { useHandedUsername } from '../login/handed-username';
import { ShowPasswords } from './show-passwords';
import { useAccountForm } from './use-account-form';

/** The reset form, and the way to log in once the password has changed. */
export function ResetPasswordScreen({ title }: { title: string }) {
  const [done, setDone] = useState<ResetPasswordRequest | null>(null);
  const [passwordsShown, setPasswordsShown] = useState(false);
  const form = useAccountForm({
    idPrefix: 'reset',
    initial: { username: useHandedUsername(), resetToken: '', newPassword: '', confirmNewPassword: '' },
    check: checkResetPasswordForm,
    send: (request) => engine.resetPassword(request),
    onDone: (_answer: null, request: ResetPasswordRequest) => setDone(request),
  });

  if (done !== null) {
    return (
      <AccountDone
        title="Password changed"
        message={<p>Your password has been reset. Log in with your new password.</p>}
      >
        <Link
          href={LOGIN_PATH}
          state={{ username: done.username }}
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
          <AccountField {...form.bind('username')} name="username" autoComplete="username" />
          <AccountField
            {...form.bind('resetToken')}
            name="resetToken"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            hint={`The ${RESET_CODE_LENGTH} letters and digits from your reset message`}
          />
          <AccountField
            {...form.bind('newPassword')}
            name="newPassword"
            type={passwordType}
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_CHARS} characters, with a letter and a digit`}
          />
          <AccountField
            {...form.bind('confirmNewPassword')}
            name="confirmNewPassword"
            type={passwordType}
            autoComplete="new-password"
          />
          <ShowPasswords id="reset-show-passwords" shown={passwordsShown} onShown={setPasswordsShown} />
        </fieldset>
        <FormFailure message={form.failure} />
        <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
          {form.submitting ? 'Resetting…' : 'Reset password'}
        </button>
      </form>
      <nav className="login-links" aria-label="Account help">
        <Link href={LOGIN_PATH}>Back to login</Link>
        <Link href={FORGOTTEN_PASSWORD_PATH}>Get a new code</Link>
      </nav>
    </div>
  );
}
