/** The retailer's job failure reasons as a tree, loaded through the engine (stored for offline use). */
import { useEffect, useState } from 'react';
import type { ReasonOption } from '../../domain/reason-code';
import { reasonTree } from '../../domain/reason-tree';
import { engine } from '../../engine';

/** loading until the engine answers; failed when it could not give the codes. */
export type FailureReasons =
  { status: 'loading' } | { status: 'ready'; tree: ReasonOption[] } | { status: 'failed' };

interface Loaded {
  retailerId: string;
  reasons: FailureReasons;
}

/** The `job_failure_reasons` tree of a retailer. */
export function useFailureReasons(retailerId: string): FailureReasons {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    engine
      .reasonCodes(retailerId)
      .then(
        (codes): FailureReasons => ({ status: 'ready', tree: reasonTree(codes, 'job_failure_reasons') }),
        (error: unknown): FailureReasons => {
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
  }, [retailerId]);

  return loaded !== null && loaded.retailerId === retailerId ? loaded.reasons : { status: 'loading' };
}
