/**
 * The engine's contract with the UI: the methods the main thread calls through
 * Comlink and the snapshot the engine pushes back. Type-only for the UI.
 */
import type { Job, Manifest } from '../src/domain/job';
import type { LoginStatus } from '../src/domain/login-status';

/** What the login screen submits. */
export interface LoginForm {
  username: string;
  password: string;
  driverid: string;
  branch: string;
}

export type LoginResult = { ok: true; login: LoginStatus } | { ok: false; message: string };

/** A button of the notification dialog (spec §2): text, optional link, click value. */
export interface NotificationButton {
  text: string;
  link?: string;
  value: string;
}

/** A modal notification; an empty button list means the single default "Ok". */
export interface Notification {
  message: string;
  buttons: NotificationButton[];
}

/** Everything the UI renders, pushed whole on every change. */
export interface EngineSnapshot {
  /** Stored state has been read; until then the UI shows nothing but a splash. */
  ready: boolean;
  /** null when logged out. */
  login: LoginStatus | null;
  online: boolean;
  /** ISO day 'YYYY-MM-DD' whose jobs are shown. */
  displayDate: string;
  isToday: boolean;
  /** A jobs fetch is in flight ("Refreshing jobs…"). */
  fetching: boolean;
  /** Jobs for displayDate have arrived (from the gateway or storage) at least once; false shows "Loading...". */
  loaded: boolean;
  /** Sorted by start_time. */
  manifests: Manifest[];
  /** Every job for displayDate, sorted by arrival_time; the UI filters with visibleJobs(). */
  jobs: Job[];
  /** created_at of the latest download, or null. */
  lastDownloaded: string | null;
  /** Username kept for the login form after "Change CDC". */
  rememberedUserName: string | null;
  notification: Notification | null;
}

/** What the main thread tells the engine at start. */
export interface EngineStartOptions {
  online: boolean;
  /** location.host of the page, for environment detection. */
  host: string;
}

/** User intents; every method resolves once the engine state reflects it. */
export interface EngineApi {
  start(options: EngineStartOptions, onSnapshot: (snapshot: EngineSnapshot) => void): Promise<void>;
  login(form: LoginForm): Promise<LoginResult>;
  logout(): Promise<void>;
  /** Clears branch, driver and vehicle assignment and logs out to '/'. */
  changeCdc(): Promise<void>;
  refresh(): Promise<void>;
  /** null returns to the default date (today for drivers, yesterday for admins). */
  setDisplayDate(isoDay: string | null): Promise<void>;
  setOnline(online: boolean): Promise<void>;
  dismissNotification(value?: string): Promise<void>;
}
