/** The record's balance event: collected (amount, how) or not collected (amount owed, why), and by whom. */
import type { EvidenceEvent } from '@domain/evidence/evidence-record';
import { ActorLine, NoteLine } from './event-parts';

/** The lines of a balance event. */
export function BalanceLines({ event }: { event: Extract<EvidenceEvent, { kind: 'balance' }> }) {
  return (
    <>
      <p className="record-line record-outcome">
        {event.collected ? `Balance collected: ${event.amount}` : `Balance not collected: ${event.amount}`}
      </p>
      <ActorLine by={event.by} />
      <NoteLine label="Paid by" text={event.paymentType} />
      <NoteLine label="Reason" text={event.reason} />
    </>
  );
}
