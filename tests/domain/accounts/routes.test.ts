import { describe, expect, it } from 'vitest';
import type { LoginStatus } from '@domain/accounts/login-status';
import {
  homePathFor,
  isJobView,
  isPagePath,
  JOB_VIEWS,
  jobPath,
  PAGES,
  parseJobRoute,
  redirectFor,
  sessionOf,
} from '@domain/accounts/routes';
import type { Session } from '@domain/accounts/routes';

function login(userType: string, loggedIn = true): LoginStatus {
  return {
    userType,
    firstName: 'A',
    lastName: 'B',
    userName: 'a.b',
    branch: '1',
    driverid: 'D100',
    companyName: 'Co',
    credentialsAccepted: true,
    loggedIn,
    branchAndVehicleAssigned: true,
  };
}

describe('sessionOf', () => {
  it('maps the stored login status to a session', () => {
    expect(sessionOf(null)).toBe('loggedOut');
    expect(sessionOf(login('Driver', false))).toBe('loggedOut');
    expect(sessionOf(login('Admin', false))).toBe('loggedOut');
    expect(sessionOf(login('Admin'))).toBe('admin');
    expect(sessionOf(login('Driver'))).toBe('driver');
    expect(sessionOf(login('admin'))).toBe('driver');
    expect(sessionOf(login(''))).toBe('driver');
  });
});

describe('homePathFor', () => {
  it('lands each session on its home', () => {
    expect(homePathFor('loggedOut')).toBe('/');
    expect(homePathFor('driver')).toBe('/job-list');
    expect(homePathFor('admin')).toBe('/incomplete');
  });
});

const jobViews = JOB_VIEWS.map((view) => `/job/J-1/${view}`);

describe('redirectFor (product rules 2.1, 2.3 and 2.7: the route guards)', () => {
  const rows: [string, Session, string | null][] = [
    // logged out
    ['/', 'loggedOut', null],
    ['/register-user', 'loggedOut', null],
    ['/reset-password', 'loggedOut', null],
    ['/forgotten-password', 'loggedOut', null],
    ['/job-list', 'loggedOut', '/'],
    ['/incomplete', 'loggedOut', '/'],
    ['/job/J-1/overview', 'loggedOut', '/'],
    ['/anything', 'loggedOut', '/'],
    // driver
    ['/job-list', 'driver', null],
    ['/', 'driver', '/job-list'],
    ['/register-user', 'driver', '/job-list'],
    ['/incomplete', 'driver', '/job-list'],
    ['/nowhere', 'driver', '/job-list'],
    ['/job/J-1', 'driver', '/job/J-1/overview'],
    ['/job/J-1/', 'driver', '/job/J-1/overview'],
    ['/job/J-1/unknown-view', 'driver', '/job-list'],
    ['/job/J-1/overview/extra', 'driver', '/job-list'],
    ['/job', 'driver', '/job-list'],
    ['/job//overview', 'driver', '/job-list'],
    // admin
    ['/incomplete', 'admin', null],
    ['/', 'admin', '/incomplete'],
    ['/job-list', 'admin', '/incomplete'],
    ['/forgotten-password', 'admin', '/incomplete'],
    ['/job/J-1', 'admin', '/job/J-1/overview'],
    ['/job/J-1/nope', 'admin', '/incomplete'],
    // trailing slashes, queries and hashes
    ['/job-list/', 'driver', '/job-list'],
    ['/register-user/', 'loggedOut', '/register-user'],
    ['/job-list?date=2026-11-21', 'driver', null],
    ['/incomplete#top', 'admin', null],
  ];

  it.each(rows)('%s as %s → %s', (path, session, target) => {
    expect(redirectFor(path, session)).toBe(target);
  });

  it.each(jobViews)('allows %s for drivers and admins', (path) => {
    expect(redirectFor(path, 'driver')).toBeNull();
    expect(redirectFor(path, 'admin')).toBeNull();
    expect(redirectFor(path, 'loggedOut')).toBe('/');
  });

  it('knows the nine job views of the spec, the evidence record and the customer messages', () => {
    expect([...JOB_VIEWS].sort()).toEqual(
      [
        'risk-assessment',
        'overview',
        'items',
        'history',
        'failed',
        'suspend',
        'collection-report',
        'delivery-report',
        'signature',
        'record',
        'messages',
      ].sort(),
    );
  });
});

describe('PAGES', () => {
  const sessions: Session[] = ['loggedOut', 'driver', 'admin'];

  it.each(Object.entries(PAGES))('opens %s to %s only', (path, owner) => {
    for (const session of sessions) {
      expect(redirectFor(path, session) === null).toBe(session === owner);
    }
  });

  it('tells pages and job views from other paths', () => {
    expect(isPagePath('/job-list')).toBe(true);
    expect(isPagePath('/job/J-1/overview')).toBe(false);
    expect(isJobView('record')).toBe(true);
    expect(isJobView('unknown-view')).toBe(false);
    expect(isJobView(null)).toBe(false);
  });
});

describe('parseJobRoute and jobPath', () => {
  it('reads the job id from the second segment', () => {
    expect(parseJobRoute('/job/ORD1-02/items')).toEqual({ jobId: 'ORD1-02', view: 'items' });
    expect(parseJobRoute('/job/ORD1-02')).toEqual({ jobId: 'ORD1-02', view: null });
    expect(parseJobRoute('/job/a%20b/overview')).toEqual({ jobId: 'a b', view: 'overview' });
    expect(parseJobRoute('/job-list')).toBeNull();
    expect(parseJobRoute('/job/%E0%A4%A/overview')).toBeNull();
  });

  it('builds job paths, encoding the id', () => {
    expect(jobPath('ORD1-02', 'overview')).toBe('/job/ORD1-02/overview');
    expect(jobPath('a b/c', 'signature')).toBe('/job/a%20b%2Fc/signature');
    expect(redirectFor('/job/a%20b%2Fc', 'driver')).toBe('/job/a%20b%2Fc/overview');
  });
});
