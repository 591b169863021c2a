/** The message that carries a password reset code to the account holder. */
import { formatResetCode, RESET_CODE_LIFETIME_MINUTES } from '@domain/accounts/account-rules';
import type { MailMessage } from './mailer';

/** Subject line of every reset message. */
export const PASSWORD_RESET_SUBJECT = 'Your Doorstep password reset code';

/** The reset message for an account and its (canonical) code. */
export function passwordResetMail(
  user: { username: string; firstName: string; lastName: string },
  code: string,
): MailMessage {
  const text = [
    `Hello ${user.firstName},`,
    '',
    `Someone asked to reset the password of the Doorstep account "${user.username}".`,
    '',
    `Your reset code is: ${formatResetCode(code)}`,
    '',
    'In the Doorstep app choose "Forgotten password?", then "I have a reset code",',
    'and enter your username, this code and a new password.',
    `The code works once, for ${RESET_CODE_LIFETIME_MINUTES} minutes. Asking again replaces it.`,
    '',
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ].join('\n');
  return {
    to: user.username,
    toName: `${user.firstName} ${user.lastName}`.trim(),
    subject: PASSWORD_RESET_SUBJECT,
    text,
  };
}
