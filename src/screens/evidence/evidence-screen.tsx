/**
 * /job/{id}/record: the job's evidence record. Admins read it from the
 * gateway (any job of their branch, any date) with the digest and the verify
 * field; drivers read the same record from their phone (works offline).
 * Events are shown in the order they happened; print gives an A4 document.
 */
import { useMemo } from 'react';
import { Link } from 'wouter';
import { messages } from '@domain/app/messages';
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import { jobPath } from '@domain/accounts/routes';
import { useSession } from '../../state/snapshot-atom';
import { useListPath } from '../../components/list-beside-detail';
import { EvidenceEventView } from './evidence-event';
import { EvidenceJobSection } from './evidence-job';
import { gatewaySource, phoneSource } from './evidence-source';
import type { EvidenceSource } from './evidence-source';
import { EvidenceVerify } from './evidence-verify';
import { useEvidence } from './use-evidence';
import '../../styles/evidence.css';

function inTimeOrder(evidence: EvidenceRecord) {
  return [...evidence.events].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

function EvidenceBody({ evidence, source }: { evidence: EvidenceRecord; source: EvidenceSource }) {
  return (
    <>
      <EvidenceJobSection job={evidence.job} />
      <h2 className="record-events-title">What happened</h2>
      {evidence.events.length === 0 && (
        <p className="record-line">Nothing has been recorded for this job yet.</p>
      )}
      {inTimeOrder(evidence).map((event, index) => (
        <EvidenceEventView key={`${event.kind}-${index}`} event={event} source={source} />
      ))}
      <footer className="record-footer">
        {evidence.source === 'gateway' ? (
          <p>
            Record digest (SHA-256): <code className="record-digest">{evidence.digest}</code>
          </p>
        ) : (
          <p>Shown from this phone. The office's copy carries the digest.</p>
        )}
      </footer>
    </>
  );
}

/** The record page of one job. */
export default function EvidenceScreen({ jobId }: { jobId: string }) {
  const admin = useSession() === 'admin';
  const listPath = useListPath();
  const source = useMemo(() => (admin ? gatewaySource(jobId) : phoneSource(jobId)), [admin, jobId]);
  const result = useEvidence(source);
  return (
    <article className="record" aria-labelledby="record-title">
      <div className="record-bar screen-only">
        <Link className="button" href={admin ? listPath : jobPath(jobId, 'overview')}>
          Back
        </Link>
        {admin && result?.ok && (
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            Print
          </button>
        )}
      </div>
      <h1 id="record-title" className="record-title">
        Evidence record{result?.ok ? ` — job ${result.value.job.jobNumber}` : ''}
      </h1>
      {result === null && (
        <p className="page-message" role="status">
          {messages.loading}
        </p>
      )}
      {result !== null && !result.ok && (
        <p className="page-message" role="alert">
          {result.message}
        </p>
      )}
      {result?.ok && <EvidenceBody evidence={result.value} source={source} />}
      {admin && result?.ok && <EvidenceVerify source={source} />}
    </article>
  );
}
