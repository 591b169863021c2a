/** /forgotten-password: ask for a reset code for a username; the answer never says whether the account exists. */
import { useState } from 'react';
import { Link } from 'wouter';
import { checkResetCodeRequest, RESET_CODE_LIFETIME_MINUTES } from '@domain/accounts/account-rules';
import type { ResetCodeRequest } from '@domain/accounts/account-rules';
import { LOGIN_PATH } from '@domain/accounts/routes';
import { engine } from '../../engine';
import { AccountDone } from './account-done';
import { AccountField } from './account-field';
import { RESET_PASSWORD_PATH } from './account-paths';
import { AccountFormPanel } from './account-form-panel';
import { useHandedUsername } from '../login/handed-username';
import { useAccountForm } from './use-account-form';

/** The username form, and the same neutral confirmation for every username. */
export function ForgottenPasswordScreen({ title }: { title: string }) {
  const [requested, setRequested] = useState<ResetCodeRequest | null>(null);
  const form = useAccountForm({
    idPrefix: 'forgotten',
    initial: { username: useHandedUsername() },
    check: checkResetCodeRequest,
    send: (request) => engine.requestPasswordReset(request),
    onDone: (_answer: null, request: ResetCodeRequest) => setRequested(request),
  });

  if (requested !== null) {
    return (
      <AccountDone
        title="Check your messages"
        message={
          <>
            <p>
              If an account exists for <strong>{requested.username}</strong>, we have sent its holder a reset
              code. The code works once, for {RESET_CODE_LIFETIME_MINUTES} minutes.
            </p>
            <p>Enter the code on the Reset password page to choose a new password.</p>
          </>
        }
      >
        <Link
          href={RESET_PASSWORD_PATH}
          state={{ username: requested.username }}
          className="button button--primary button--block"
        >
          Enter reset code
        </Link>
        <nav className="login-links" aria-label="Account help">
          <Link href={LOGIN_PATH}>Back to login</Link>
        </nav>
      </AccountDone>
    );
  }

  return (
    <AccountFormPanel
      title={title}
      intro="Enter your username and we will send you a code to reset your password."
      form={form}
      submitLabel="Send reset code"
      busyLabel="Sending…"
      links={
        <>
          <Link href={LOGIN_PATH}>Back to login</Link>
          <Link href={RESET_PASSWORD_PATH} state={{ username: form.values.username.trim() }}>
            I have a reset code
          </Link>
        </>
      }
    >
      <AccountField {...form.bind('username')} name="username" autoComplete="username" />
    </AccountFormPanel>
  );
}
