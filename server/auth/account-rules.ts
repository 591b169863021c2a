/** Validation of the registration and password-reset fields; each failure is a 400 naming the rule. */
import { badRequest } from '../http/api-error';

const USERNAME = /^[A-Za-z0-9._-]{3,64}$/;
const CODE = /^[A-Za-z0-9-]{1,20}$/;
const MIN_PASSWORD_CHARS = 10;
const MAX_PASSWORD_CHARS = 200;

/** A username of 3 to 64 letters, digits, dots, dashes or underscores. */
export function checkUsername(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest('Username is required');
  if (!USERNAME.test(value.trim())) {
    throw badRequest('Username must be 3 to 64 letters, digits, dots, dashes or underscores');
  }
  return value.trim();
}

/** A password of at least 10 characters with a letter and a digit. */
export function checkNewPassword(value: unknown, field = 'Password'): string {
  if (typeof value !== 'string' || value === '') throw badRequest(`${field} is required`);
  if (value.length < MIN_PASSWORD_CHARS || value.length > MAX_PASSWORD_CHARS) {
    throw badRequest(`${field} must be ${MIN_PASSWORD_CHARS} to ${MAX_PASSWORD_CHARS} characters`);
  }
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) {
    throw badRequest(`${field} must contain a letter and a digit`);
  }
  return value;
}

/** A required name of at most 100 characters. */
export function checkName(value: unknown, label: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${label} is required`);
  if (value.trim().length > 100) throw badRequest(`${label} must be at most 100 characters`);
  return value.trim();
}

/** A driver id or branch code: 1 to 20 letters, digits or dashes. */
export function checkCode(value: unknown, label: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${label} is required`);
  if (!CODE.test(value.trim())) throw badRequest(`${label} must be 1 to 20 letters, digits or dashes`);
  return value.trim();
}
