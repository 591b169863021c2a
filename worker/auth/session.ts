/**
 * The driver's or admin's session: login (tokens and login status stored),
 * restore at start, and its end by logout, "Change CDC" or an expired login.
 * Ending a session never touches the outbox, the photos or jobs awaiting sync;
 * the active job is forgotten with the user. A session the user ends has its
 * refresh-token family revoked at the gateway, now or once online (token-revoker.ts).
 */
import { todayIso } from '@domain/time/dates';
import { defaultDisplayDate } from '@domain/job-list/display-date';
import type { LoginStatus } from '@domain/accounts/login-status';
import { isAdmin } from '@domain/accounts/login-status';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import { activeJobKey } from '@worker-shared/db/job-writes';
import { kvKey } from '@worker-shared/db/kv-key';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { LoginForm, LoginResult } from '../engine-shapes';
import type { JobList } from '../jobs/job-list';
import type { StateCell } from '../state/state-cell';
import { loginStatusKey } from '@worker-shared/auth/login-status-key';
import { runLoginFlow } from './login-flow';
import { TokenRevoker } from './token-revoker';
import type { TokenStore } from '@worker-shared/auth/token-store';

export { loginStatusKey } from '@worker-shared/auth/login-status-key';
/** The username kept for the login form after "Change CDC". */
export const rememberedUserNameKey = kvKey<string>('rememberedUserName');

/** What the session needs. */
export interface SessionDeps {
  storage: EngineStorage;
  tokens: TokenStore;
  state: StateCell;
  jobList: JobList;
  send(call: ApiRequest): Promise<ApiResult>;
  clientId: string;
  clientSecret: string;
  now: () => number;
  background(task: Promise<void>): void;
  /** The session ended (what only a logged-in user may see stops: the office board's feed). */
  onEnded?(): void;
}

/** How a session ends. */
export interface SessionEnd {
  /** Keep the username for the login form (Change CDC). */
  rememberUserName: boolean;
  /** Shown as a notification (an expired login). */
  message?: string;
}

/** Starts, restores and ends sessions. */
export class Session {
  private readonly revoker: TokenRevoker;

  constructor(private readonly deps: SessionDeps) {
    this.revoker = new TokenRevoker({ ...deps, online: () => deps.state.current.online });
  }

  /** Reads the stored login status and remembered username into the state; sends revocations kept from before. */
  async restore(): Promise<LoginStatus | null> {
    const login = (await this.deps.storage.get(loginStatusKey)) ?? null;
    const rememberedUserName = (await this.deps.storage.get(rememberedUserNameKey)) ?? null;
    this.deps.state.update({ login, rememberedUserName });
    this.deps.background(this.revoker.sendKept());
    return login;
  }

  /** Sends the revocations of sessions ended while offline (the connection is back). */
  sendRevocations(): Promise<void> {
    return this.revoker.sendKept();
  }

  /** Runs the login flow; on success stores tokens and status, shows the default date and fetches it. */
  async login(form: LoginForm): Promise<LoginResult> {
    const { deps } = this;
    const result = await runLoginFlow(form, deps);
    if (!result.ok) return result;
    await deps.tokens.save({ access: result.access, refresh: result.refresh });
    const login: LoginStatus = {
      ...result.user,
      credentialsAccepted: true,
      loggedIn: true,
      branchAndVehicleAssigned: true,
    };
    await deps.storage.set(loginStatusKey, login);
    await deps.storage.remove(rememberedUserNameKey);
    deps.state.update({ login, rememberedUserName: null, notification: null });
    deps.background(deps.jobList.showDate(defaultDisplayDate(isAdmin(login), deps.now())));
    return { ok: true, login };
  }

  /** Ends the session: tokens, login status and stored lists go; the user, branch and vehicle are reset. */
  async end(how: SessionEnd): Promise<void> {
    const { deps } = this;
    const login = deps.state.current.login;
    if (how.message !== undefined && login === null) return;
    const rememberedUserName = how.rememberUserName ? (login?.userName ?? null) : null;
    deps.state.update({
      login: null,
      rememberedUserName,
      displayDate: todayIso(deps.now()),
      activeJob: null,
      attention: [],
      notices: [],
      notification:
        how.message === undefined ? deps.state.current.notification : { message: how.message, buttons: [] },
    });
    deps.onEnded?.();
    await deps.jobList.reset();
    // An expired login's token is dead at the gateway already; one the user ends is revoked there.
    const refresh = how.message === undefined ? await deps.tokens.refreshToken() : null;
    if (refresh !== null) await this.revoker.keep(refresh);
    await deps.tokens.clear();
    if (refresh !== null) deps.background(this.revoker.sendKept());
    await deps.storage.remove(loginStatusKey, activeJobKey);
    if (rememberedUserName === null) await deps.storage.remove(rememberedUserNameKey);
    else await deps.storage.set(rememberedUserNameKey, rememberedUserName);
  }
}
