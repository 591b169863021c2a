/** UI-only state of the job list that survives opening a job and coming back. */
import { atom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useStoredValue } from '../../state/use-stored-value';

const expandedManifestsAtom = atom<ReadonlySet<string>>(new Set<string>());
const partsOnlyAtom = atom(false);

/** Whether a manifest's jobs are shown, and a toggle for it; toggling one van renders only that van. */
export function useManifestExpanded(manifestId: string): [boolean, () => void] {
  const expandedAtom = useMemo(() => atom((get) => get(expandedManifestsAtom).has(manifestId)), [manifestId]);
  const expanded = useStoredValue(expandedAtom);
  const setExpanded = useSetAtom(expandedManifestsAtom);
  const toggle = useCallback(() => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(manifestId)) next.delete(manifestId);
      else next.add(manifestId);
      return next;
    });
  }, [manifestId, setExpanded]);
  return [expanded, toggle];
}

/** Whether the list shows only the calls needing parts, and a setter. */
export function usePartsOnly(): [boolean, (partsOnly: boolean) => void] {
  return [useStoredValue(partsOnlyAtom), useSetAtom(partsOnlyAtom)];
}
