/**
 * Logout and "Change CDC" never drop unsynced work (architecture rule 9). With
 * nothing of the user's waiting, the session ends at once; otherwise the
 * notification dialog asks first, naming how much waits, and the session ends
 * only when its "… anyway" button is chosen. Either way the outbox and the
 * photos stay on the device, tied to their user, and go with the next login.
 *
 *   logout / changeCdc ──▶ user's pending work? ──none──▶ end the session
 *                                 │ some
 *                                 ▼
 *                 notification: count + Cancel / "… anyway"
 *                     │ Cancel, Escape, another notification      │ "… anyway"
 *                     ▼                                          ▼
 *                 still logged in                          end the session
 */
import {
  CHANGE_CDC_ANYWAY_LABEL,
  hasPendingWork,
  LOGOUT_ANYWAY_LABEL,
  pendingWorkMessage,
  STAY_LOGGED_IN_LABEL,
} from '@domain/sync/pending-work';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { Notification } from '../engine-shapes';
import { countPendingWork } from '../sync/pending-work-count';
import type { StateCell } from '../state/state-cell';
import type { Session } from './session';

/** Which way the user leaves: logout forgets the username, Change CDC keeps it for the form. */
export type SessionEndKind = 'logout' | 'changeCdc';

/** The click values of the confirmation's buttons. */
export const sessionEndChoices = {
  cancel: 'session-end:cancel',
  logout: 'session-end:logout',
  changeCdc: 'session-end:change-cdc',
} as const;

/** What the confirmation needs. */
export interface SessionEndDeps {
  storage: EngineStorage;
  state: StateCell;
  session: Session;
}

/** Asks before ending a session that leaves work waiting. */
export class SessionEndConfirmation {
  private asked: SessionEndKind | null = null;

  constructor(private readonly deps: SessionEndDeps) {}

  /** Ends the session now, or shows the confirmation when the user's work waits. */
  async request(kind: SessionEndKind): Promise<void> {
    const { state, storage } = this.deps;
    const login = state.current.login;
    // Changes that need attention are unsent work too.
    const pending = login === null ? null : await countPendingWork(storage, login.userName);
    if (pending === null || !hasPendingWork(pending)) {
      this.asked = null;
      await this.end(kind);
      return;
    }
    this.asked = kind;
    const notification: Notification = {
      message: pendingWorkMessage(pending),
      buttons: [
        { text: STAY_LOGGED_IN_LABEL, value: sessionEndChoices.cancel },
        {
          text: kind === 'logout' ? LOGOUT_ANYWAY_LABEL : CHANGE_CDC_ANYWAY_LABEL,
          value: sessionEndChoices[kind],
        },
      ],
    };
    state.update({ notification });
  }

  /**
   * A notification was dismissed with a button's value (or none): ends the session
   * when it confirms the end that was asked for; anything else keeps the session.
   */
  async answer(value: string | undefined): Promise<void> {
    const kind = this.asked;
    this.asked = null;
    if (kind !== null && value === sessionEndChoices[kind]) await this.end(kind);
  }

  private end(kind: SessionEndKind): Promise<void> {
    return this.deps.session.end({ rememberUserName: kind === 'changeCdc' });
  }
}
