import { describe, expect, it } from 'vitest';
import {
  apiFailure,
  errorCodeMessages,
  jobsFetchErrorMessage,
  messageForErrorResponse,
  networkFailure,
  refreshFailureMessage,
  streamedErrorMessage,
  tokenAnswerFailure,
} from '@domain/gateway/api-errors';
import { messages } from '@domain/app/messages';

describe('messageForErrorResponse (product rule 8.2)', () => {
  it.each([400, 500])('%s uses the body message', (status) => {
    expect(messageForErrorResponse(status, { message: 'Invalid driver id' }, 'Bad Request')).toBe(
      'Invalid driver id',
    );
  });

  it.each([400, 500])('%s without a message uses a mapped code', (status) => {
    expect(messageForErrorResponse(status, { code: 'token_expired' })).toBe(messages.loginExpired);
    expect(messageForErrorResponse(status, { error: 'server_data_error' })).toBe(messages.serverDataError);
    expect(messageForErrorResponse(status, { message: '', code: 'job_update_failed' })).toBe(
      messages.serverUpdateError,
    );
  });

  it.each([400, 500])('%s with neither falls back to "Something went wrong!"', (status) => {
    expect(messageForErrorResponse(status, {}, 'Internal Server Error')).toBe('Something went wrong!');
    expect(messageForErrorResponse(status, null)).toBe('Something went wrong!');
    expect(messageForErrorResponse(status, 'plain text body')).toBe('Something went wrong!');
    expect(messageForErrorResponse(status, { code: 'not-a-known-code' })).toBe('Something went wrong!');
    expect(messageForErrorResponse(status, { code: 'toString' })).toBe('Something went wrong!');
    expect(messageForErrorResponse(status, { message: 42 })).toBe('Something went wrong!');
  });

  it('uses the status text for any other status', () => {
    expect(messageForErrorResponse(401, { message: 'ignored' }, 'Unauthorized')).toBe('Unauthorized');
    expect(messageForErrorResponse(403, {}, 'Forbidden')).toBe('Forbidden');
    expect(messageForErrorResponse(422, {}, 'Unprocessable Entity')).toBe('Unprocessable Entity');
    expect(messageForErrorResponse(404, { message: 'ignored' }, 'Not Found')).toBe('Not Found');
    expect(messageForErrorResponse(503, null, '')).toBe('Something went wrong!');
    expect(messageForErrorResponse(502, null)).toBe('Something went wrong!');
  });

  it.each([403, 409, 422])('%s shows the body message: the gateway says why it refuses', (status) => {
    const message =
      'This change was saved on 01/10/2026, more than 30 days ago, and was not applied. Ask the office to check the job.';
    expect(messageForErrorResponse(status, { message, code: 'SAVED_TOO_LONG_AGO' }, 'Refused')).toBe(message);
    expect(messageForErrorResponse(status, { message: '  ' }, 'Refused')).toBe('Refused');
  });

  it('maps only spec messages', () => {
    const spec = new Set<string>(Object.values(messages).filter((m) => typeof m === 'string'));
    for (const text of Object.values(errorCodeMessages)) expect(spec.has(text)).toBe(true);
  });
});

describe('apiFailure and networkFailure', () => {
  it('builds a failure with status, message and json', () => {
    const body = { message: 'Bad branch' };
    expect(apiFailure(400, body, 'Bad Request')).toEqual({
      ok: false,
      status: 400,
      message: 'Bad branch',
      json: body,
    });
    expect(apiFailure(403, null, 'Forbidden')).toEqual({
      ok: false,
      status: 403,
      message: 'Forbidden',
      json: null,
    });
  });

  it('treats a network failure as status 404', () => {
    const failure = networkFailure();
    expect(failure.ok).toBe(false);
    expect(failure.status).toBe(404);
    expect(failure.message).toBe('Error contacting server');
    expect(failure.tokenExpired).toBeUndefined();
  });
});

describe('refreshFailureMessage (product rule 8.4)', () => {
  const expired = { message: 'Your login has expired. Please login again.', tokenExpired: true };

  it('ends the session on an Error containing "expired"', () => {
    expect(refreshFailureMessage(200, { Error: 'Refresh token expired' })).toEqual(expired);
    expect(refreshFailureMessage(401, { Error: 'Token EXPIRED' })).toEqual(expired);
    expect(refreshFailureMessage(500, { error: 'session expired' })).toEqual(expired);
  });

  it('ends the session on 400 and on 404 (also a network failure)', () => {
    expect(refreshFailureMessage(400, { Error: 'Invalid refresh token' })).toEqual(expired);
    expect(refreshFailureMessage(400, null)).toEqual(expired);
    expect(refreshFailureMessage(404, undefined)).toEqual(expired);
    expect(refreshFailureMessage(networkFailure().status, undefined)).toEqual(expired);
  });

  it('shows any other Error as it is, without ending the session', () => {
    expect(refreshFailureMessage(500, { Error: 'Database unavailable' })).toEqual({
      message: 'Database unavailable',
      tokenExpired: false,
    });
    expect(refreshFailureMessage(401, { message: 'Bad client' })).toEqual({
      message: 'Bad client',
      tokenExpired: false,
    });
  });

  it('falls back to "There was an unknown error!"', () => {
    expect(refreshFailureMessage(500, {})).toEqual({
      message: 'There was an unknown error!',
      tokenExpired: false,
    });
    expect(refreshFailureMessage(503, null)).toEqual({
      message: 'There was an unknown error!',
      tokenExpired: false,
    });
    expect(refreshFailureMessage(500, { Error: '' })).toEqual({
      message: 'There was an unknown error!',
      tokenExpired: false,
    });
  });
});

describe('tokenAnswerFailure', () => {
  it('accepts an answer carrying an access token', () => {
    expect(tokenAnswerFailure(200, { access_token: 'a', refresh_token: 'r' })).toBeNull();
    expect(tokenAnswerFailure(201, { access_token: 'a' })).toBeNull();
  });

  it('reports missing tokens as "No response from API"', () => {
    expect(tokenAnswerFailure(200, {})).toEqual({ message: 'No response from API', tokenExpired: false });
    expect(tokenAnswerFailure(200, null)).toEqual({ message: 'No response from API', tokenExpired: false });
    expect(tokenAnswerFailure(200, { access_token: '' })).toEqual({
      message: 'No response from API',
      tokenExpired: false,
    });
  });

  it('treats an Error or a non-2xx status as a refresh failure', () => {
    expect(tokenAnswerFailure(200, { access_token: 'a', Error: 'token expired' })).toEqual({
      message: messages.loginExpired,
      tokenExpired: true,
    });
    expect(tokenAnswerFailure(404, null)).toEqual({ message: messages.loginExpired, tokenExpired: true });
    expect(tokenAnswerFailure(500, { Error: 'Boom' })).toEqual({ message: 'Boom', tokenExpired: false });
  });
});

describe('streamedErrorMessage', () => {
  it('maps a streamed Error to the server-data message', () => {
    expect(streamedErrorMessage({ Error: 'stream broke' })).toBe('There was an error with the server data.');
    expect(streamedErrorMessage({ Error: true })).toBe('There was an error with the server data.');
  });

  it('is null without an Error', () => {
    expect(streamedErrorMessage({ ok: true })).toBeNull();
    expect(streamedErrorMessage({ Error: null })).toBeNull();
    expect(streamedErrorMessage({ Error: '' })).toBeNull();
    expect(streamedErrorMessage({ Error: false })).toBeNull();
    expect(streamedErrorMessage(null)).toBeNull();
    expect(streamedErrorMessage('text')).toBeNull();
  });
});

describe('jobsFetchErrorMessage (product rule 8.5)', () => {
  it('shows the error message', () => {
    expect(jobsFetchErrorMessage('Driver not found')).toBe('Driver not found');
    expect(jobsFetchErrorMessage(new Error('Gateway down'))).toBe('Gateway down');
    expect(jobsFetchErrorMessage({ message: 'Branch closed' })).toBe('Branch closed');
  });

  it('shows "Error contacting server" when the error is empty or just true', () => {
    expect(jobsFetchErrorMessage(true)).toBe('Error contacting server');
    expect(jobsFetchErrorMessage('')).toBe('Error contacting server');
    expect(jobsFetchErrorMessage('   ')).toBe('Error contacting server');
    expect(jobsFetchErrorMessage(new Error(''))).toBe('Error contacting server');
    expect(jobsFetchErrorMessage({})).toBe('Error contacting server');
    expect(jobsFetchErrorMessage(null)).toBe('Error contacting server');
  });

  it('takes the longer fallback when asked', () => {
    expect(jobsFetchErrorMessage(true, messages.thereWasAnErrorContactingServer)).toBe(
      'There was an error contacting the server',
    );
    expect(jobsFetchErrorMessage('Specific', messages.thereWasAnErrorContactingServer)).toBe('Specific');
  });
});
