/**
 * A loaded Blob is shown through an object URL that lives as long as its element shows it: revoked when the key
 * changes or the element goes, never answered for another key, and null (logged) when the load fails.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBlobUrl } from '@src/components/use-blob-url';
import { installMiniDom } from './support/mini-dom';

type Load = () => Promise<Blob | null>;

function Shown({ blobKey, load }: { blobKey: string | null; load: Load }) {
  const url = useBlobUrl(blobKey, load);
  return createElement('p', null, url === undefined ? 'loading' : url === null ? 'none' : url);
}

/** A load the test answers by hand. */
function heldLoad() {
  let answer: (blob: Blob | null) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn<Load>(
    () =>
      new Promise<Blob | null>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { load, answer: (blob: Blob | null) => answer(blob), fail: (error: Error) => fail(error) };
}

/** Answers a load, then lets its promise callbacks and React's render run. */
async function settle(answer: () => void): Promise<void> {
  await act(async () => {
    answer();
    await Promise.resolve();
  });
}

describe('useBlobUrl', () => {
  let dom: ReturnType<typeof installMiniDom>;
  let root: ReturnType<typeof createRoot>;
  let made: string[];
  let revoked: string[];

  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    dom = installMiniDom();
    root = createRoot(dom.container as unknown as HTMLElement);
    made = [];
    revoked = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      made.push(`blob:${made.length + 1}`);
      return made.at(-1) ?? '';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => revoked.push(url));
  });

  afterEach(() => {
    dom.uninstall();
    vi.restoreAllMocks();
  });

  const render = (blobKey: string | null, load: Load) =>
    act(() => root.render(createElement(Shown, { blobKey, load })));

  it('shows the URL once loaded, revokes it when the key changes or the element goes, and loads once a key', async () => {
    const first = heldLoad();
    render('a', first.load);
    expect(dom.container.textContent).toBe('loading');
    await settle(() => first.answer(new Blob(['a'])));
    expect(dom.container.textContent).toBe('blob:1');
    render('a', first.load);
    expect(first.load).toHaveBeenCalledTimes(1);

    const second = heldLoad();
    render('b', second.load);
    expect(revoked).toEqual(['blob:1']);
    expect(dom.container.textContent).toBe('loading');
    await settle(() => second.answer(new Blob(['b'])));
    expect(dom.container.textContent).toBe('blob:2');

    act(() => root.unmount());
    expect(revoked).toEqual(['blob:1', 'blob:2']);
  });

  it('never shows a revoked URL when a key comes back before its new load answers', async () => {
    const first = heldLoad();
    render('a', first.load);
    await settle(() => first.answer(new Blob(['a'])));
    render('b', heldLoad().load);
    const again = heldLoad();
    render('a', again.load);
    expect(dom.container.textContent).toBe('loading');
    await settle(() => again.answer(new Blob(['a'])));
    expect(dom.container.textContent).toBe('blob:2');
    act(() => root.unmount());
  });

  it('makes no URL for a load answered after its key changed', async () => {
    const late = heldLoad();
    render('a', late.load);
    const current = heldLoad();
    render('b', current.load);
    await settle(() => late.answer(new Blob(['a'])));
    expect(made).toEqual([]);
    await settle(() => current.answer(new Blob(['b'])));
    expect(dom.container.textContent).toBe('blob:1');
    act(() => root.unmount());
  });

  it('shows none for no key, no Blob, or a failed load (logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = heldLoad();
    render(null, load.load);
    expect(dom.container.textContent).toBe('none');
    expect(load.load).not.toHaveBeenCalled();

    const empty = heldLoad();
    render('empty', empty.load);
    await settle(() => empty.answer(null));
    expect(dom.container.textContent).toBe('none');

    const failing = heldLoad();
    render('failing', failing.load);
    await settle(() => failing.fail(new Error('The engine worker was replaced')));
    expect(dom.container.textContent).toBe('none');
    expect(error).toHaveBeenCalledTimes(1);
    expect(made).toEqual([]);
    act(() => root.unmount());
  });
});
