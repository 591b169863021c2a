/**
 * The geolocation permission is asked at the page's start, so the layout's first render knows it (no second
 * render of the layout when the browser answers), and a later change of it still reaches the layout
 * (src/app/use-geolocation-permission.ts).
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queryGeolocationPermission, useGeolocationPermission } from '@src/app/use-geolocation-permission';
import { installMiniDom } from './support/mini-dom';

/** A PermissionStatus the test changes by hand. */
function fakeStatus(state: PermissionState) {
  const listeners = new Set<() => void>();
  return {
    state,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    change(next: PermissionState) {
      this.state = next;
      for (const listener of listeners) listener();
    },
  };
}

function Shown({ active }: { active: boolean }) {
  return createElement('p', null, useGeolocationPermission(active));
}

describe('the geolocation permission', () => {
  it('is known at the first render once asked, and follows a later change', async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const dom = installMiniDom();
    const status = fakeStatus('denied');
    let queries = 0;
    Object.assign(globalThis.navigator, {
      permissions: {
        query: () => {
          queries += 1;
          return Promise.resolve(status);
        },
      },
    });
    const root = createRoot(dom.container as unknown as HTMLElement);
    try {
      expect(renderToString(createElement(Shown, { active: true }))).toBe('<p>unknown</p>');
      await queryGeolocationPermission();
      await queryGeolocationPermission();
      expect(queries).toBe(1);
      expect(renderToString(createElement(Shown, { active: true }))).toBe('<p>denied</p>');
      expect(renderToString(createElement(Shown, { active: false }))).toBe('<p>unknown</p>');

      act(() => root.render(createElement(Shown, { active: true })));
      expect(dom.container.textContent).toBe('denied');
      act(() => status.change('granted'));
      await act(() => Promise.resolve());
      expect(dom.container.textContent).toBe('granted');
    } finally {
      act(() => root.unmount());
      dom.uninstall();
    }
  });
});
