/** The retailer's delivery report reasons as two trees (property damage, product issues), loaded through the engine. */
import { useEffect, useState } from 'react';
import type { ReasonOption } from '../../domain/reason-code';
import { reasonTree } from '../../domain/reason-tree';
import { engine } from '../../engine';

/** loading until the engine answers; failed when it could not give the codes. */
export type ReportReasons =
  | { status: 'loading' }
  | { status: 'ready'; property: ReasonOption[]; product: ReasonOption[] }
  | { status: 'failed' };

interface Loaded {
  retailerId: string;
  reasons: ReportReasons;
}

/** The `job_damage_reason` and `product_delivery_issues` trees of a retailer. */
export function useReportReasons(retailerId: string): ReportReasons {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    engine
      .reasonCodes(retailerId)
      .then(
        (codes): ReportReasons => ({
          status: 'ready',
          property: reasonTree(codes, 'job_damage_reason'),
          product: reasonTree(codes, 'product_delivery_issues'),
        }),
        (error: unknown): ReportReasons => {
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
