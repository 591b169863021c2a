/**
 * The desk's list–detail layout (src/styles/workspace.css): a list on the left that stays mounted and scrolls on
 * its own, and what was opened from it on the right, scrolled to its top whenever another thing opens. Escape,
 * where the detail says it may close that way, closes it and puts the keyboard back on the list's current item
 * (the element marked `aria-current="true"` that last had the keyboard, else the first so marked), unless a dialog
 * is open or a form field has the keyboard. A list that needs the desk's whole width (the office's board) may take
 * it while nothing is open, and steps back to the list's column when something opens beside it, the link it was
 * opened from kept in view.
 */
import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { messages } from '@domain/app/messages';
import { DetailListPath, ListBesideDetail } from './list-beside-detail';

/** What the workspace shows. */
export interface WorkspaceProps {
  list: ReactNode;
  /** The list's path: where the detail's Back links and saves return. */
  listPath: string;
  /** What is open beside the list, or null (the pane then says how to open something). */
  detail: ReactNode | null;
  /** Changes whenever another thing (or another view of it) opens: the detail pane starts at its top. */
  detailKey: string;
  /** What the detail pane says while nothing is open. */
  emptyText: string;
  /** Escape closes the detail (false on a form, where Escape would throw away what was typed). */
  closesOnEscape: boolean;
  onClose: () => void;
  /** With nothing open, the list spans the desk and the pane that would say how to open something is left out. */
  listAloneWhenEmpty?: boolean;
}

const FORM_FIELDS = 'input, textarea, select, [contenteditable="true"]';

/** The list beside the open detail. */
export function Workspace(props: WorkspaceProps) {
  const { list, listPath, detail, detailKey, emptyText, closesOnEscape, onClose, listAloneWhenEmpty } = props;
  const listRef = useRef<HTMLDivElement>(null);
  /** The list's element that last had the keyboard: a list may mark the open thing current in several places. */
  const lastFocused = useRef<Element | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const open = detail !== null;

  useLayoutEffect(() => {
    detailRef.current?.scrollTo?.(0, 0);
  }, [detailKey]);

  // A list that spanned the desk reflows into the narrower column as something opens: the link it was opened
  // from is brought back into view.
  const narrows = open && listAloneWhenEmpty === true;
  useLayoutEffect(() => {
    if (narrows && lastFocused.current?.isConnected === true) {
      lastFocused.current.scrollIntoView?.({ block: 'nearest' });
    }
  }, [narrows]);

  useEffect(() => {
    if (!open || !closesOnEscape) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]') !== null) return;
      if (event.target instanceof Element && event.target.closest(FORM_FIELDS) !== null) return;
      const last = lastFocused.current;
      const current =
        last instanceof HTMLElement && last.isConnected && last.getAttribute('aria-current') === 'true'
          ? last
          : listRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
      event.preventDefault();
      onClose();
      current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, closesOnEscape, onClose]);

  const loading = <p className="page-message">{messages.loading}</p>;
  const layout = open ? 'workspace' : 'workspace workspace--empty';
  return (
    <div className={listAloneWhenEmpty === true && !open ? `${layout} workspace--list-alone` : layout}>
      <div
        className="workspace__list"
        ref={listRef}
        onFocus={(event) => {
          lastFocused.current = event.target;
        }}
      >
        <ListBesideDetail.Provider value={open}>
          <Suspense fallback={loading}>{list}</Suspense>
        </ListBesideDetail.Provider>
      </div>
      <div className="workspace__detail" ref={detailRef}>
        {open ? (
          <DetailListPath.Provider value={listPath}>
            <Suspense fallback={loading}>{detail}</Suspense>
          </DetailListPath.Provider>
        ) : (
          <p className="workspace__empty">{emptyText}</p>
        )}
      </div>
    </div>
  );
}
