/** The kv key of the stored login status, in a module of its own so the service worker can read it lightly. */
import type { LoginStatus } from '@domain/accounts/login-status';
import { kvKey } from '../db/kv-key';

/** The stored login status (product rule 3.11). */
export const loginStatusKey = kvKey<LoginStatus>('loginStatus');
