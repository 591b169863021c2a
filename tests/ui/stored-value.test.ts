/**
 * A component reads an atom through useStoredValue (src/state/use-stored-value.ts): it renders once as it
 * mounts (jotai's own useAtomValue renders it a second time, right after), once again when the atom's value
 * changes, in a transition too, and not when the value set is the same or another atom changed.
 */
import { act, createElement, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { atom, createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStoredValue } from '@src/state/use-stored-value';
import { installMiniDom } from './support/mini-dom';

const counted = atom(1);
const other = atom('a');
const name = atom('hello');
/** A value that is itself a function. */
const greeting = atom((get) => {
  const named = get(name);
  return () => named;
});

let renders = 0;
function Counted() {
  renders += 1;
  return createElement('p', null, `${useStoredValue(counted)} ${useStoredValue(greeting)()}`);
}

let dom: ReturnType<typeof installMiniDom>;
let root: ReturnType<typeof createRoot>;
let store: ReturnType<typeof createStore>;

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  dom = installMiniDom();
  root = createRoot(dom.container as unknown as HTMLElement);
  store = createStore();
  renders = 0;
  act(() => root.render(createElement(Provider, { store }, createElement(Counted))));
});
afterEach(() => {
  act(() => root.unmount());
  dom.uninstall();
});

describe('a component reading an atom', () => {
  it('renders once as it mounts, its effects included', () => {
    expect(dom.container.textContent).toBe('1 hello');
    expect(renders).toBe(1);
  });

  it('renders again when the value changes, and only then', () => {
    act(() => store.set(counted, 2));
    expect(dom.container.textContent).toBe('2 hello');
    expect(renders).toBe(2);
    act(() => store.set(counted, 2));
    act(() => store.set(other, 'b'));
    expect(renders).toBe(2);
  });

  it('subscribes once, however often the value changes', () => {
    const subscriptions = vi.spyOn(store, 'sub');
    for (let value = 10; value < 15; value += 1) act(() => store.set(counted, value));
    expect(dom.container.textContent).toBe('14 hello');
    expect(subscriptions).not.toHaveBeenCalled();
  });

  it('follows the atom it is given: another, then the first again, each with its own value', () => {
    function Either({ second }: { second: boolean }) {
      return createElement('p', null, String(useStoredValue<number | string>(second ? other : counted)));
    }
    const show = (second: boolean) =>
      act(() => root.render(createElement(Provider, { store }, createElement(Either, { second }))));
    show(false);
    expect(dom.container.textContent).toBe('1');
    show(true);
    expect(dom.container.textContent).toBe('a');
    show(false);
    expect(dom.container.textContent).toBe('1');
    act(() => store.set(counted, 5));
    expect(dom.container.textContent).toBe('5');
    act(() => store.set(other, 'b'));
    expect(dom.container.textContent).toBe('5');
  });

  it('shows a change made in a transition in that transition, not early in an urgent render meanwhile', () => {
    function Both() {
      return createElement('p', null, `${useStoredValue(counted)} ${useStoredValue(other)}`);
    }
    act(() => root.render(createElement(Provider, { store }, createElement(Both))));
    let urgentlyShown = '';
    act(() => {
      startTransition(() => store.set(counted, 7));
      flushSync(() => store.set(other, 'urgent'));
      urgentlyShown = dom.container.textContent;
    });
    expect(urgentlyShown).toBe('1 urgent');
    expect(dom.container.textContent).toBe('7 urgent');
  });

  it('shows a change made in a transition, and keeps a value that is a function', () => {
    act(() => startTransition(() => store.set(counted, 3)));
    expect(dom.container.textContent).toBe('3 hello');
    // Once: no update left queued at another lane by the mount makes React render it a second time.
    expect(renders).toBe(2);
    act(() => startTransition(() => store.set(counted, 4)));
    expect(renders).toBe(3);
    act(() => store.set(name, 'again'));
    expect(dom.container.textContent).toBe('4 again');
  });
});
