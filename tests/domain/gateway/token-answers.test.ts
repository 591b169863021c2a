import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_MAX_CHARS,
  accountAnswerSchema,
  tokenAnswerSchema,
} from '@domain/gateway/token-answers';

function token(body: unknown) {
  const answer = v.safeParse(tokenAnswerSchema, body);
  return answer.success ? answer.output : 'refused';
}

function account(body: unknown) {
  const answer = v.safeParse(accountAnswerSchema, body);
  return answer.success ? answer.output : 'refused';
}

describe('the token answer schema', () => {
  it('reads the tokens of a password grant, and a client-credentials answer without refresh token', () => {
    expect(
      token({ access_token: 'a.b.c', refresh_token: 'r', token_type: 'bearer', expires_in: 3600 }),
    ).toEqual({
      access_token: 'a.b.c',
      refresh_token: 'r',
      token_type: 'bearer',
      expires_in: 3600,
    });
    expect(token({ access_token: 'a.b.c' })).toEqual({ access_token: 'a.b.c' });
  });

  it.each([
    ['no access token', {}],
    ['an empty access token', { access_token: '' }],
    ['an access token as a number', { access_token: 7 }],
    ['an access token with a space', { access_token: 'a b' }],
    ['an access token with a line break', { access_token: 'a\nb' }],
    ['an access token too long for a header', { access_token: 'a'.repeat(ACCESS_TOKEN_MAX_CHARS + 1) }],
    ['no body', null],
  ])('refuses %s', (_name, body) => {
    expect(token(body)).toBe('refused');
  });

  it('takes the longest access token a header carries', () => {
    const longest = 'a'.repeat(ACCESS_TOKEN_MAX_CHARS);
    expect(token({ access_token: longest })).toEqual({ access_token: longest });
  });

  it('reads a refresh token, type or lifetime that is not what it should be as left out', () => {
    expect(token({ access_token: 't', refresh_token: '', token_type: 3, expires_in: 'soon' })).toEqual({
      access_token: 't',
    });
    expect(token({ access_token: 't', refresh_token: 42 })).toEqual({ access_token: 't' });
  });
});

describe('the account answer schema', () => {
  const answer = {
    userType: 'Driver',
    userName: 'demo.driver',
    firstName: 'Dan',
    lastName: 'Driver',
    branch: '1',
    driverid: 'D100',
    companyName: 'Doorstep',
  };

  it('reads every field of a login answer', () => {
    expect(account(answer)).toEqual(answer);
  });

  it.each([
    ['no user name', { ...answer, userName: undefined }],
    ['a blank user name', { ...answer, userName: '  ' }],
    ['no user type', { ...answer, userType: undefined }],
    ['a user type as a number', { ...answer, userType: 1 }],
    ['a list', [answer]],
  ])('refuses %s', (_name, body) => {
    expect(account(body)).toBe('refused');
  });

  it('reads a blank or missing name, branch, driver id or company as left out', () => {
    expect(
      account({
        userType: 'Driver',
        userName: 'd',
        firstName: ' ',
        lastName: 5,
        branch: '',
        companyName: null,
      }),
    ).toEqual({ userType: 'Driver', userName: 'd' });
  });
});
