/** One event of the record, drawn by its kind, with its captured-at and received-at times. */
import type { EvidenceEvent } from '@domain/evidence/evidence-record';
import { ActorLine, NoteLine, PositionLine, ReasonPath, VisitTimeLine } from './event-parts';
import { PieceTimes } from './piece-times';
import { EvidenceImages } from './evidence-image';
import { BalanceLines } from './balance-lines';
import type { EvidenceSource } from './evidence-source';

const titles: Record<EvidenceEvent['kind'], string> = {
  riskAssessment: 'Risk assessment',
  arrival: 'Arrival',
  visit: 'Arrival and departure times',
  outcome: 'Outcome',
  report: 'Report',
  balance: 'Balance',
  proof: 'Proof of delivery',
  conflict: 'Conflict resolved by the sync',
};

function EventBody({ event, source }: { event: EvidenceEvent; source: EvidenceSource }) {
  switch (event.kind) {
    case 'riskAssessment':
      return (
        <>
          <ActorLine by={event.by} />
          <ol className="record-answers">
            {event.answers.map((answer, index) => (
              <li key={index}>
                <p className="record-line">
                  <strong>{answer.question}</strong> {answer.answer ?? ''}
                </p>
                <NoteLine label="Comment" text={answer.comment} />
                <EvidenceImages images={answer.photos} source={source} />
              </li>
            ))}
          </ol>
        </>
      );
    case 'arrival':
      return <PositionLine label="Arrived at" {...event} metres={event.distanceMetres} />;
    case 'visit':
      return (
        <>
          <VisitTimeLine label="Arrived" at={event.arrivedAt} by={event.arrivalBy} />
          <VisitTimeLine label="Departed" at={event.departedAt} by={event.departureBy} />
        </>
      );
    case 'outcome':
      return (
        <>
          <p className="record-line record-outcome">{event.outcome}</p>
          <ActorLine by={event.by} />
          <ReasonPath path={event.reasonPath} />
          <NoteLine label="Note" text={event.note} />
          {event.taskOutcome !== undefined && <NoteLine label="Task outcome" text={event.taskOutcome} />}
          {event.part !== undefined && <NoteLine label="Part required" text={event.part} />}
          {event.position && (
            <PositionLine
              label="Position at completion"
              {...event.position}
              metres={event.position.distanceMetres}
            />
          )}
          <EvidenceImages images={event.photos} source={source} />
        </>
      );
    case 'report':
      return (
        <>
          <ActorLine by={event.by} />
          {event.issues.map((issue, index) => (
            <div key={index} className="record-issue">
              <h4>{issue.subject}</h4>
              <ReasonPath path={issue.reasonPath} />
              {issue.outcome !== undefined && <NoteLine label="Outcome" text={issue.outcome} />}
              <NoteLine label="Comment" text={issue.comment} />
              <EvidenceImages images={issue.photos} source={source} />
            </div>
          ))}
        </>
      );
    case 'balance':
      return <BalanceLines event={event} />;
    case 'proof':
      return (
        <>
          <p className="record-line">
            <strong>Printed name:</strong> {event.signedBy}
          </p>
          {event.signature !== null && <EvidenceImages images={[event.signature]} source={source} />}
          <EvidenceImages images={event.photos} source={source} />
        </>
      );
    case 'conflict':
      return (
        <>
          <ActorLine by={event.by} />
          <p className="record-line">{event.resolution}</p>
          {event.outcome !== '' && (
            <p className="record-line">
              <strong>The refused change recorded:</strong> {event.outcome}
            </p>
          )}
          <ReasonPath path={event.reasonPath} />
          <NoteLine label="Note" text={event.note} />
        </>
      );
  }
}

/** The event as a section of the record. */
export function EvidenceEventView({ event, source }: { event: EvidenceEvent; source: EvidenceSource }) {
  return (
    <section className={`record-section record-event record-event--${event.kind}`}>
      <h3>{titles[event.kind]}</h3>
      <PieceTimes at={event.at} receivedAt={event.receivedAt} origin={source.origin} />
      <EventBody event={event} source={source} />
    </section>
  );
}
