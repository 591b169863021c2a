/** The retailer's reason codes as trees, one per named code field, loaded through the engine (stored for offline use). */
import { useCallback, useEffect, useState } from 'react';
import type { ReasonCodeField, ReasonOption } from '@domain/reasons/reason-code';
import { reasonTree } from '@domain/reasons/reason-tree';
import { engine } from '../engine';

/**
 * loading until the engine answers; missing when the phone has none of the
 * retailer's codes and could not fetch them (offline); failed when the engine
 * could not answer.
 */
export type ReasonTrees<Name extends string> =
  | { status: 'loading' }
  | { status: 'ready'; trees: Record<Name, ReasonOption[]> }
  | { status: 'missing' }
  | { status: 'failed' };

interface Loaded<Name extends string> {
  retailerId: string;
  attempt: number;
  reasons: ReasonTrees<Name>;
}

/**
 * The trees of the named fields of a retailer's codes, and `retry` (ask the
 * engine again, e.g. once back online); `fields` is a module constant (an
 * effect dependency).
 */
export function useReasonTrees<Name extends string>(
  retailerId: string,
  fields: Readonly<Record<Name, ReasonCodeField>>,
): ReasonTrees<Name> & { retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded<Name> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    engine
      .retailerReasonCodes(retailerId)
      .then(
        (found): ReasonTrees<Name> => {
          if (!found.available) return { status: 'missing' };
          const trees = {} as Record<Name, ReasonOption[]>;
          for (const name of Object.keys(fields) as Name[])
            trees[name] = reasonTree(found.codes, fields[name]);
          return { status: 'ready', trees };
        },
        (error: unknown): ReasonTrees<Name> => {
          console.error(error);
          return { status: 'failed' };
        },
      )
      .then((reasons) => {
        if (current) setLoaded({ retailerId, attempt, reasons });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [retailerId, fields, attempt]);

  const reasons: ReasonTrees<Name> =
    loaded !== null && loaded.retailerId === retailerId && loaded.attempt === attempt
      ? loaded.reasons
      : { status: 'loading' };
  return { ...reasons, retry };
}
