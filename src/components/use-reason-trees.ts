/** The retailer's reason codes as trees, one per named code field, loaded through the engine (stored for offline use). */
import { useEffect, useState } from 'react';
import type { ReasonCodeField, ReasonOption } from '../domain/reasons/reason-code';
import { reasonTree } from '../domain/reasons/reason-tree';
import { engine } from '../engine';

/** loading until the engine answers; failed when it could not give the codes. */
export type ReasonTrees<Name extends string> =
  { status: 'loading' } | { status: 'ready'; trees: Record<Name, ReasonOption[]> } | { status: 'failed' };

interface Loaded<Name extends string> {
  retailerId: string;
  reasons: ReasonTrees<Name>;
}

/** The trees of the named fields of a retailer's codes; `fields` is a module constant (an effect dependency). */
export function useReasonTrees<Name extends string>(
  retailerId: string,
  fields: Readonly<Record<Name, ReasonCodeField>>,
): ReasonTrees<Name> {
  const [loaded, setLoaded] = useState<Loaded<Name> | null>(null);

  useEffect(() => {
    let current = true;
    engine
      .reasonCodes(retailerId)
      .then(
        (codes): ReasonTrees<Name> => {
          const trees = {} as Record<Name, ReasonOption[]>;
          for (const name of Object.keys(fields) as Name[]) trees[name] = reasonTree(codes, fields[name]);
          return { status: 'ready', trees };
        },
        (error: unknown): ReasonTrees<Name> => {
          console.error(error);
          return { status: 'failed' };
        },
      )
      .then((reasons) => {
        if (current) setLoaded({ retailerId, reasons });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [retailerId, fields]);

  return loaded !== null && loaded.retailerId === retailerId ? loaded.reasons : { status: 'loading' };
}
