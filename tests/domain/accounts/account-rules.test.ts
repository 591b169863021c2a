import { describe, expect, it } from 'vitest';
import {
  checkAccountUsername,
  checkCode,
  checkName,
  checkNewPassword,
  checkRegistrationForm,
  checkRegistrationRequest,
  checkResetCode,
  checkResetCodeRequest,
  checkResetPasswordForm,
  checkUsername,
  formatResetCode,
} from '@domain/accounts/account-rules';
import type { RegistrationForm, ResetPasswordForm } from '@domain/accounts/account-rules';

const form: RegistrationForm = {
  firstName: 'Nia',
  lastName: 'New',
  username: 'new.driver',
  password: 'Fresh-Start-42',
  confirmPassword: 'Fresh-Start-42',
  driverid: 'D300',
  branch: '3',
};

describe('field rules', () => {
  it('accepts a username of 3 to 64 letters, digits, dots, dashes or underscores, trimmed', () => {
    expect(checkUsername('  a.b_c-1 ')).toEqual({ ok: true, value: 'a.b_c-1' });
    expect(checkUsername('x'.repeat(64)).ok).toBe(true);
    const format = 'Username must be 3 to 64 letters, digits, dots, dashes or underscores';
    for (const bad of ['ab', 'x'.repeat(65), 'has space', 'name@example.com', 'naïve']) {
      expect(checkUsername(bad)).toEqual({ ok: false, message: format });
    }
    for (const missing of ['', '   ', undefined, null, 7]) {
      expect(checkUsername(missing)).toEqual({ ok: false, message: 'Username is required' });
    }
  });

  it('asks only for presence and length of an existing account’s username', () => {
    expect(checkAccountUsername(' name@example.com ')).toEqual({ ok: true, value: 'name@example.com' });
    expect(checkAccountUsername('')).toEqual({ ok: false, message: 'Username is required' });
    expect(checkAccountUsername('x'.repeat(65))).toEqual({
      ok: false,
      message: 'Username must be at most 64 characters',
    });
  });

  it('wants a password of 10 to 200 characters with a letter and a digit, kept exactly', () => {
    expect(checkNewPassword(' abcdefgh1 ')).toEqual({ ok: true, value: ' abcdefgh1 ' });
    expect(checkNewPassword('abcdefgh1')).toEqual({
      ok: false,
      message: 'Password must be 10 to 200 characters',
    });
    expect(checkNewPassword(`a1${'x'.repeat(199)}`).ok).toBe(false);
    expect(checkNewPassword('abcdefghij')).toEqual({
      ok: false,
      message: 'Password must contain a letter and a digit',
    });
    expect(checkNewPassword('1234567890', 'New password')).toEqual({
      ok: false,
      message: 'New password must contain a letter and a digit',
    });
    expect(checkNewPassword('   ', 'New password')).toEqual({
      ok: false,
      message: 'New password is required',
    });
  });

  it('wants names of at most 100 characters and codes of 1 to 20 letters, digits or dashes', () => {
    expect(checkName(' Nia ', 'First name')).toEqual({ ok: true, value: 'Nia' });
    expect(checkName('x'.repeat(101), 'Last name')).toEqual({
      ok: false,
      message: 'Last name must be at most 100 characters',
    });
    expect(checkCode(' D-300 ', 'Driver ID')).toEqual({ ok: true, value: 'D-300' });
    expect(checkCode('D 300', 'Driver ID')).toEqual({
      ok: false,
      message: 'Driver ID must be 1 to 20 letters, digits or dashes',
    });
    expect(checkCode('x'.repeat(21), 'Branch').ok).toBe(false);
    expect(checkCode('', 'Branch')).toEqual({ ok: false, message: 'Branch is required' });
  });

  it('reads a reset code as typed: any case, spaces or dashes, O as 0 and I or L as 1', () => {
    expect(checkResetCode('abcd-efgh-jkmn')).toEqual({ ok: true, value: 'ABCDEFGHJKMN' });
    expect(checkResetCode(' 0o1i l234 5678 ')).toEqual({ ok: true, value: '001112345678' });
    const wrong = 'Reset code must be the 12 letters and digits you were sent';
    for (const bad of ['ABCD-EFGH-JKM', 'ABCD-EFGH-JKMNP', 'ABCD-EFGH-JKMU', 'ABCD!EFGH!JKMN']) {
      expect(checkResetCode(bad)).toEqual({ ok: false, message: wrong });
    }
    expect(checkResetCode('')).toEqual({ ok: false, message: 'Reset code is required' });
    expect(formatResetCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });
});

describe('registration', () => {
  it('turns a valid form into the request, trimmed and without the confirmation', () => {
    expect(checkRegistrationForm({ ...form, firstName: ' Nia ', branch: ' 3' })).toEqual({
      ok: true,
      request: {
        firstName: 'Nia',
        lastName: 'New',
        username: 'new.driver',
        password: 'Fresh-Start-42',
        driverid: 'D300',
        branch: '3',
      },
    });
  });

  it('gives every failing field its message, the confirmation included', () => {
    const empty: RegistrationForm = {
      firstName: '',
      lastName: '',
      username: '',
      password: '',
      confirmPassword: '',
      driverid: '',
      branch: '',
    };
    expect(checkRegistrationForm(empty)).toEqual({
      ok: false,
      problems: {
        username: 'Username is required',
        password: 'Password is required',
        firstName: 'First name is required',
        lastName: 'Last name is required',
        driverid: 'Driver ID is required',
        branch: 'Branch is required',
        confirmPassword: 'Confirm password is required',
      },
    });
    expect(checkRegistrationForm({ ...form, confirmPassword: 'Fresh-Start-43' })).toEqual({
      ok: false,
      problems: { confirmPassword: 'The passwords do not match' },
    });
  });

  it('is the gateway’s check too: no confirmation needed, non-text refused', () => {
    const { confirmPassword: _confirm, ...request } = form;
    expect(checkRegistrationRequest(request)).toEqual({ ok: true, request });
    expect(checkRegistrationRequest({ ...form, driverid: 300 })).toEqual({
      ok: false,
      problems: { driverid: 'Driver ID is required' },
    });
  });
});

describe('password reset', () => {
  const reset: ResetPasswordForm = {
    username: 'new.driver',
    resetToken: 'abcd efgh jkmn',
    newPassword: 'Brand-New-Pass-2',
    confirmNewPassword: 'Brand-New-Pass-2',
  };

  it('asks only for a username to send a code', () => {
    expect(checkResetCodeRequest({ username: ' new.driver ' })).toEqual({
      ok: true,
      request: { username: 'new.driver' },
    });
    expect(checkResetCodeRequest({})).toEqual({ ok: false, problems: { username: 'Username is required' } });
  });

  it('sends the canonical code and the new password', () => {
    expect(checkResetPasswordForm(reset)).toEqual({
      ok: true,
      request: { username: 'new.driver', resetToken: 'ABCDEFGHJKMN', newPassword: 'Brand-New-Pass-2' },
    });
  });

  it('names each failing field', () => {
    expect(
      checkResetPasswordForm({
        username: '',
        resetToken: 'x',
        newPassword: 'short',
        confirmNewPassword: 'other',
      }),
    ).toEqual({
      ok: false,
      problems: {
        username: 'Username is required',
        resetToken: 'Reset code must be the 12 letters and digits you were sent',
        newPassword: 'New password must be 10 to 200 characters',
        confirmNewPassword: 'The passwords do not match',
      },
    });
    expect(checkResetPasswordForm({ ...reset, confirmNewPassword: '' })).toEqual({
      ok: false,
      problems: { confirmNewPassword: 'Confirm new password is required' },
    });
  });
});
