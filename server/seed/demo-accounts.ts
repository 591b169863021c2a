/**
 * The fixed demo accounts of the README (passwords overridable for a real
 * deployment through DEMO_DRIVER_PASSWORD, DEMO_DRIVER2_PASSWORD,
 * DEMO_ADMIN_PASSWORD and DEMO_ADMIN2_PASSWORD). An admin's driver id is not checked at login: admins
 * see their whole branch, so any driver id is accepted for them.
 */
import { ADMIN_USER_TYPE } from '@domain/accounts/login-status';
import { DEV_CLIENT } from '../auth/client-credentials';

/** A demo account as a person types it on the login screen. */
export interface DemoAccount {
  username: string;
  password: string;
  driverid: string;
  branch: string;
  userType: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

/** The user type given to drivers (any type other than Admin is a driver). */
export const DRIVER_USER_TYPE = 'Driver';

/** The company every demo account works for. */
export const DEMO_COMPANY = 'Doorstep Home Delivery';

/** Driver of branch 1 with today's three manifests and the earlier incomplete jobs. */
export const demoDriver: DemoAccount = {
  username: 'demo.driver',
  password: 'Doorstep-demo-1',
  driverid: 'D100',
  branch: '1',
  userType: DRIVER_USER_TYPE,
  firstName: 'Dan',
  lastName: 'Driver',
  companyName: DEMO_COMPANY,
};

/** Driver of branch 2 with one manifest of their own (isolation). */
export const demoDriver2: DemoAccount = {
  username: 'demo.driver2',
  password: 'Doorstep-demo-2',
  driverid: 'D200',
  branch: '2',
  userType: DRIVER_USER_TYPE,
  firstName: 'Dee',
  lastName: 'Second',
  companyName: DEMO_COMPANY,
};

/** Admin of branch 1 (driver id shown for the login form; not checked for admins). */
export const demoAdmin: DemoAccount = {
  username: 'demo.admin',
  password: 'Doorstep-admin-1',
  driverid: 'A100',
  branch: '1',
  userType: ADMIN_USER_TYPE,
  firstName: 'Ada',
  lastName: 'Admin',
  companyName: DEMO_COMPANY,
};

/** Admin of branch 2: sees branch 2 only (the evidence record's cross-branch refusal). */
export const demoAdmin2: DemoAccount = {
  ...demoAdmin,
  username: 'demo.admin2',
  password: 'Doorstep-admin-2',
  driverid: 'A200',
  branch: '2',
  firstName: 'Bea',
  lastName: 'Second',
};

/** Every demo account. */
export const demoAccounts: readonly DemoAccount[] = [demoDriver, demoDriver2, demoAdmin, demoAdmin2];

/** The development OAuth client (CLIENT_ID / CLIENT_SECRET override it). */
export const demoClient = { clientId: DEV_CLIENT.id, clientSecret: DEV_CLIENT.secret } as const;

/** Password overrides by demo username. */
export type DemoPasswords = Partial<Record<string, string>>;
