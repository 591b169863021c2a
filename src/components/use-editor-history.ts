/**
 * The photo editor has no route of its own (product rule 2.16), yet the phone's Back
 * button should close it: opening pushes a history entry marked with the photo
 * id (same path, the page's navigation state kept), Back pops it and closes the
 * editor, and closing from the editor pops the entry it pushed.
 */
import { useCallback, useEffect, useState } from 'react';

const EDITOR_MARK = 'doorstepPhotoEditor';

/** The history state with the editor's mark added (an object state keeps its fields). */
export function withEditorMark(state: unknown, photoId: string): Record<string, unknown> {
  const fields = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...fields, [EDITOR_MARK]: photoId };
}

/** The photo id an editor history entry is marked with, or null. */
export function editorMarkOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const mark = (state as Record<string, unknown>)[EDITOR_MARK];
  return typeof mark === 'string' ? mark : null;
}

/** The photo being edited (null when the editor is closed), and how to open and close the editor. */
export function useEditorHistory(): {
  editing: string | null;
  open: (photoId: string) => void;
  close: () => void;
} {
  const [editing, setEditing] = useState<string | null>(null);

  useEffect(() => {
    if (editing === null) return undefined;
    const closeOnBack = () => {
      if (editorMarkOf(history.state) !== editing) setEditing(null);
    };
    window.addEventListener('popstate', closeOnBack);
    return () => window.removeEventListener('popstate', closeOnBack);
  }, [editing]);

  const open = useCallback((photoId: string) => {
    history.pushState(withEditorMark(history.state, photoId), '');
    setEditing(photoId);
  }, []);

  const close = useCallback(() => {
    if (editorMarkOf(history.state) !== null) history.back();
    setEditing(null);
  }, []);

  return { editing, open, close };
}
