/** /reset-password: username, the mailed reset code and a new password. */
import { useState } from 'react';
import { Link } from 'wouter';
import { checkResetPasswordForm, RESET_CODE_LENGTH } from '@domain/accounts/account-rules';
import type { ResetPasswordRequest } from '@domain/accounts/account-rules';
import { LOGIN_PATH } from '@domain/accounts/routes';
import { engine } from '../../engine';
import { useHandedUsername } from '../login/handed-username';
import { AccountDone } from './account-done';
import { AccountField } from './account-field';
import { AccountFormPanel } from './account-form-panel';
import { FORGOTTEN_PASSWORD_PATH } from './account-paths';
import { GoToLogin } from './go-to-login';
import { NewPasswordFields } from './new-password-fields';
import { useAccountForm } from './use-account-form';

/** The reset form, and the way to log in once the password has changed. */
export function ResetPasswordScreen({ title }: { title: string }) {
  const [done, setDone] = useState<ResetPasswordRequest | null>(null);
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
        <GoToLogin username={done.username} />
      </AccountDone>
    );
  }

  return (
    <AccountFormPanel
      title={title}
      form={form}
      submitLabel="Reset password"
      busyLabel="Resetting…"
      links={
        <>
          <Link href={LOGIN_PATH}>Back to login</Link>
          <Link href={FORGOTTEN_PASSWORD_PATH}>Get a new code</Link>
        </>
      }
    >
      <AccountField {...form.bind('username')} name="username" autoComplete="username" />
      <AccountField
        {...form.bind('resetToken')}
        name="resetToken"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        hint={`The ${RESET_CODE_LENGTH} letters and digits from your reset message`}
      />
      <NewPasswordFields
        idPrefix="reset"
        password={{ ...form.bind('newPassword'), name: 'newPassword' }}
        confirmation={{ ...form.bind('confirmNewPassword'), name: 'confirmNewPassword' }}
      />
    </AccountFormPanel>
  );
}
