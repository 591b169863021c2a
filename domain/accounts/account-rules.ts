/**
 * Registration and password-reset rules, shared by the logged-out account
 * screens (messages per field) and the reference gateway (400 answers), so a
 * form the screen accepts is a form the gateway accepts.
 */

/** Username: 3 to 64 letters, digits, dots, dashes or underscores. */
const USERNAME = /^[A-Za-z0-9._-]{3,64}$/;
/** Driver id and branch codes: 1 to 20 letters, digits or dashes. */
const CODE = /^[A-Za-z0-9-]{1,20}$/;

export const PASSWORD_MIN_CHARS = 10;
export const PASSWORD_MAX_CHARS = 200;
export const NAME_MAX_CHARS = 100;
export const USERNAME_MAX_CHARS = 64;
/** The digits a reset code is drawn from. */
export const RESET_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RESET_CODE_LENGTH = 12;
/** Reset codes use Crockford's base32 digits (no I, L, O or U), 12 of them. */
const RESET_CODE = new RegExp(`^[${RESET_CODE_ALPHABET}]{${RESET_CODE_LENGTH}}$`);
/** How long a mailed reset code works. */
export const RESET_CODE_LIFETIME_MINUTES = 30;

/** The fields of the registration screen; all but confirmPassword are sent to POST /user-api/users. */
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  confirmPassword: string;
  driverid: string;
  branch: string;
}

/** POST /user-api/users body. */
export type RegistrationRequest = Omit<RegistrationForm, 'confirmPassword'>;

/** The fields of the reset-password screen. */
export interface ResetPasswordForm {
  username: string;
  resetToken: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /user-api/login/resetPassword body that sets a new password. */
export type ResetPasswordRequest = Omit<ResetPasswordForm, 'confirmNewPassword'>;

/** POST /user-api/login/resetPassword body that asks for a reset code. */
export interface ResetCodeRequest {
  username: string;
}

/** What the user sees as each field's name (the screens' labels and the messages agree). */
export const accountFieldLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  driverid: 'Driver ID',
  branch: 'Branch',
  resetToken: 'Reset code',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
} as const;

/** Any account field. */
export type AccountField = keyof typeof accountFieldLabels;

/** Messages of the account flows that are not about one field's format. */
export const accountMessages = {
  passwordsDiffer: 'The passwords do not match',
  usernameTaken: 'Username is already taken',
  driverIdTaken: 'This driver ID is already registered for this branch',
  resetRequested: 'If an account exists for this username, a reset code has been sent to its owner',
  resetCodeRejected: 'This reset code is wrong, used or expired. Request a new one.',
  passwordChanged: 'Your password has been reset',
} as const;

/** A field's value after its rule: the cleaned value, or the message to show. */
export type RuleResult = { ok: true; value: string } | { ok: false; message: string };

/** The outcome of checking a whole form: the request to send, or a message per failing field. */
export type FormCheck<Request, Field extends string> =
  { ok: true; request: Request } | { ok: false; problems: Partial<Record<Field, string>> };

const fail = (message: string): RuleResult => ({ ok: false, message });
const pass = (value: string): RuleResult => ({ ok: true, value });

function present(value: unknown, label: string, trim = true): RuleResult {
  if (typeof value !== 'string' || value.trim() === '') return fail(`${label} is required`);
  return pass(trim ? value.trim() : value);
}

/** A new username: 3 to 64 letters, digits, dots, dashes or underscores (surrounding spaces dropped). */
export function checkUsername(value: unknown): RuleResult {
  const given = present(value, accountFieldLabels.username);
  if (!given.ok || USERNAME.test(given.value)) return given;
  return fail('Username must be 3 to 64 letters, digits, dots, dashes or underscores');
}

/** The username of an existing account (no format rule: only present and at most 64 characters). */
export function checkAccountUsername(value: unknown): RuleResult {
  const given = present(value, accountFieldLabels.username);
  if (!given.ok || given.value.length <= USERNAME_MAX_CHARS) return given;
  return fail(`Username must be at most ${USERNAME_MAX_CHARS} characters`);
}

/** A new password: 10 to 200 characters with a letter and a digit (kept exactly as typed). */
export function checkNewPassword(value: unknown, label: string = accountFieldLabels.password): RuleResult {
  const given = present(value, label, false);
  if (!given.ok) return given;
  const { length } = given.value;
  if (length < PASSWORD_MIN_CHARS || length > PASSWORD_MAX_CHARS) {
    return fail(`${label} must be ${PASSWORD_MIN_CHARS} to ${PASSWORD_MAX_CHARS} characters`);
  }
  if (!/[A-Za-z]/.test(given.value) || !/\d/.test(given.value)) {
    return fail(`${label} must contain a letter and a digit`);
  }
  return given;
}

/** A person's first or last name: required, at most 100 characters. */
export function checkName(value: unknown, label: string): RuleResult {
  const given = present(value, label);
  if (!given.ok || given.value.length <= NAME_MAX_CHARS) return given;
  return fail(`${label} must be at most ${NAME_MAX_CHARS} characters`);
}

/** A driver id or branch: 1 to 20 letters, digits or dashes. */
export function checkCode(value: unknown, label: string): RuleResult {
  const given = present(value, label);
  if (!given.ok || CODE.test(given.value)) return given;
  return fail(`${label} must be 1 to 20 letters, digits or dashes`);
}

/**
 * A reset code as typed: case, spaces and dashes are ignored and the look-alikes
 * O, I and L read as 0, 1 and 1; the value is the 12-digit canonical code.
 */
export function checkResetCode(value: unknown): RuleResult {
  const given = present(value, accountFieldLabels.resetToken);
  if (!given.ok) return given;
  const canonical = given.value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (RESET_CODE.test(canonical)) return pass(canonical);
  return fail(
    `${accountFieldLabels.resetToken} must be the ${RESET_CODE_LENGTH} letters and digits you were sent`,
  );
}

/** A canonical reset code grouped in fours for reading, e.g. 'ABCD-EFGH-JKMN'. */
export function formatResetCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

/** Runs rules in field order: the cleaned request, or every failing field's message. */
function checkAll<Field extends string>(
  rules: [Field, RuleResult][],
): FormCheck<Record<Field, string>, Field> {
  const problems: Partial<Record<Field, string>> = {};
  const request = {} as Record<Field, string>;
  for (const [field, result] of rules) {
    if (result.ok) request[field] = result.value;
    else problems[field] = result.message;
  }
  return Object.keys(problems).length === 0 ? { ok: true, request } : { ok: false, problems };
}

function confirmation(password: unknown, confirm: unknown, label: string): RuleResult {
  const given = present(confirm, label, false);
  if (!given.ok || given.value === password) return given;
  return fail(accountMessages.passwordsDiffer);
}

/** The gateway's registration check (order: username, password, names, driver id, branch). */
export function checkRegistrationRequest(
  body: Partial<Record<keyof RegistrationRequest, unknown>>,
): FormCheck<RegistrationRequest, keyof RegistrationRequest> {
  return checkAll<keyof RegistrationRequest>([
    ['username', checkUsername(body.username)],
    ['password', checkNewPassword(body.password)],
    ['firstName', checkName(body.firstName, accountFieldLabels.firstName)],
    ['lastName', checkName(body.lastName, accountFieldLabels.lastName)],
    ['driverid', checkCode(body.driverid, accountFieldLabels.driverid)],
    ['branch', checkCode(body.branch, accountFieldLabels.branch)],
  ]);
}

/** The registration screen's check: the gateway's rules plus the password confirmation. */
export function checkRegistrationForm(
  form: RegistrationForm,
): FormCheck<RegistrationRequest, keyof RegistrationForm> {
  const request = checkRegistrationRequest(form);
  const confirm = confirmation(form.password, form.confirmPassword, accountFieldLabels.confirmPassword);
  if (confirm.ok) return request;
  return {
    ok: false,
    problems: { ...(request.ok ? {} : request.problems), confirmPassword: confirm.message },
  };
}

/** The forgotten-password screen's and the gateway's check of a reset-code request. */
export function checkResetCodeRequest(
  body: Partial<Record<keyof ResetCodeRequest, unknown>>,
): FormCheck<ResetCodeRequest, keyof ResetCodeRequest> {
  return checkAll<keyof ResetCodeRequest>([['username', checkAccountUsername(body.username)]]);
}

/** The gateway's check of a new-password request (the reset code comes back canonical). */
export function checkResetPasswordRequest(
  body: Partial<Record<keyof ResetPasswordRequest, unknown>>,
): FormCheck<ResetPasswordRequest, keyof ResetPasswordRequest> {
  return checkAll<keyof ResetPasswordRequest>([
    ['username', checkAccountUsername(body.username)],
    ['resetToken', checkResetCode(body.resetToken)],
    ['newPassword', checkNewPassword(body.newPassword, accountFieldLabels.newPassword)],
  ]);
}

/** The reset-password screen's check: the gateway's rules plus the new password's confirmation. */
export function checkResetPasswordForm(
  form: ResetPasswordForm,
): FormCheck<ResetPasswordRequest, keyof ResetPasswordForm> {
  const request = checkResetPasswordRequest(form);
  const label = accountFieldLabels.confirmNewPassword;
  const confirm = confirmation(form.newPassword, form.confirmNewPassword, label);
  if (confirm.ok) return request;
  return {
    ok: false,
    problems: { ...(request.ok ? {} : request.problems), confirmNewPassword: confirm.message },
  };
}
