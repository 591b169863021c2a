/** UI-only state of the job list that survives opening a job and coming back. */
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';

const expandedManifestsAtom = atom<ReadonlySet<string>>(new Set<string>());
const partsOnlyAtom = atom(false);

/** Whether a manifest's jobs are shown, and a toggle for it. */
export function useManifestExpanded(manifestId: string): [boolean, () => void] {
  const [expanded, setExpanded] = useAtom(expandedManifestsAtom);
  const toggle = useCallback(() => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(manifestId)) next.delete(manifestId);
      else next.add(manifestId);
      return next;
    });
  }, [manifestId, setExpanded]);
  return [expanded.has(manifestId), toggle];
}

/** Whether the list shows only the calls needing parts, and a setter. */
export function usePartsOnly(): [boolean, (partsOnly: boolean) => void] {
  return useAtom(partsOnlyAtom);
}
