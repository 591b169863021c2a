import './support/engine-worker-stand-in';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncStatusLine } from '@src/components/sync-status';
import { ADMIN_USER_TYPE } from '@domain/accounts/login-status';
import {
  ADMIN_PERSISTENCE_REFUSED_MESSAGE,
  PERSISTENCE_REFUSED_MESSAGE,
} from '@src/components/persistence-notice';
import { persistenceDismissedAtom, storageRefusedAtom } from '@src/state/persistence-notice';
import { renderWithSnapshot, store, textOf } from './support/render-screen';
import { loginAs } from './support/test-logins';

/** A fresh copy of the module (it asks once per page load) over a browser with this StorageManager. */
async function requestWith(storage: Partial<StorageManager> | undefined): Promise<boolean> {
  vi.resetModules();
  vi.stubGlobal('navigator', storage === undefined ? {} : { storage });
  const { requestPersistentStorage } = await import('@src/pwa/storage-persistence');
  return requestPersistentStorage();
}

afterEach(() => {
  vi.unstubAllGlobals();
  store.set(storageRefusedAtom, false);
  store.set(persistenceDismissedAtom, false);
});

describe('persistent storage is asked for, and a refusal is told in the sync bar', () => {
  it('asks persist() only when storage is not already persisted, and answers what the browser said', async () => {
    const persist = vi.fn(() => Promise.resolve(false));
    expect(await requestWith({ persisted: () => Promise.resolve(true), persist })).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    expect(await requestWith({ persisted: () => Promise.resolve(false), persist })).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
    const granted = vi.fn(() => Promise.resolve(true));
    expect(await requestWith({ persisted: () => Promise.resolve(false), persist: granted })).toBe(true);
  });

  it('counts a browser without a StorageManager, or one that throws, as a refusal', async () => {
    expect(await requestWith(undefined)).toBe(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await requestWith({ persisted: () => Promise.reject(new Error('no')) })).toBe(false);
  });

  it('shows what a refusal means, with Dismiss, until dismissed for the session', () => {
    expect(textOf(renderWithSnapshot(createElement(SyncStatusLine)))).toBe('');
    store.set(storageRefusedAtom, true);
    const html = renderWithSnapshot(createElement(SyncStatusLine));
    expect(PERSISTENCE_REFUSED_MESSAGE).toBe(
      'This browser may clear work saved on this phone when storage runs low. ' +
        'Keep the app open until your work is sent.',
    );
    expect(textOf(html)).toBe(`${PERSISTENCE_REFUSED_MESSAGE} Dismiss`);
    expect(html).toContain('sync-status--warning');
    expect(html).toMatch(/<button type="button"[^>]*>Dismiss<\/button>/);
    store.set(persistenceDismissedAtom, true);
    expect(textOf(renderWithSnapshot(createElement(SyncStatusLine)))).toBe('');
  });

  it('tells an admin about the browser, not a phone', () => {
    store.set(storageRefusedAtom, true);
    const html = renderWithSnapshot(createElement(SyncStatusLine), { login: loginAs(ADMIN_USER_TYPE) });
    expect(textOf(html)).toBe(
      'This browser may clear work saved in it when storage runs low. ' +
        'Keep this page open until your work is sent. Dismiss',
    );
    expect(textOf(html)).toBe(`${ADMIN_PERSISTENCE_REFUSED_MESSAGE} Dismiss`);
    expect(textOf(html)).not.toContain('phone');
  });
});
