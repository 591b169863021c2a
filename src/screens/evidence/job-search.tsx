/**
 * The admin's "Find a job": by job id, order number or customer
 * postcode over any date of their branch, a page of results at a time; each
 * result opens the job's evidence record, or the job itself (any date, today's
 * included: the engine fetches a job the phone does not hold).
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { jobPath } from '@domain/accounts/routes';
import type { EvidenceSearchPage } from '@domain/evidence/evidence-record';
import { evidenceMessages } from '@domain/evidence/evidence-messages';
import { engine } from '../../engine';
import { formatDayEnGb } from '@domain/time/dates';
import '../../styles/evidence.css';

type Shown = { kind: 'page'; q: string; page: EvidenceSearchPage } | { kind: 'message'; text: string };

function SearchHits({ shown, onPage }: { shown: EvidenceSearchPage; onPage: (page: number) => void }) {
  const { hits, page, pageSize, total } = shown;
  if (hits.length === 0) return <p role="status">{evidenceMessages.noHits}</p>;
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <p role="status">{`${total} ${total === 1 ? 'job' : 'jobs'} found. Page ${page} of ${last}.`}</p>
      <ul className="job-search__hits" aria-label="Jobs found">
        {hits.map((hit) => (
          <li key={hit.id} className="job-search__hit">
            <strong>{`Job ${hit.jobNumber}`}</strong>
            <span>{`${formatDayEnGb(hit.jobDate)} · Order ${hit.orderNumber} · ${hit.customerName}, ${hit.postcode}`}</span>
            <span>{hit.outcome}</span>
            <span className="job-search__links">
              <Link
                className="button"
                href={jobPath(hit.id, 'record')}
                aria-label={`Evidence record of job ${hit.id}`}
              >
                Evidence record
              </Link>
              <Link
                className="button"
                href={jobPath(hit.id, 'overview')}
                aria-label={`Open job ${hit.jobNumber}`}
              >
                Open job
              </Link>
            </span>
          </li>
        ))}
      </ul>
      <div className="job-search__pages">
        <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </button>
        <button type="button" className="button" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Next page
        </button>
      </div>
    </>
  );
}

/** The search field and its results. */
export function JobSearch() {
  const inputId = useId();
  const [q, setQ] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (query: string, page: number) => {
    if (query.trim() === '') return setShown({ kind: 'message', text: evidenceMessages.noQuery });
    setBusy(true);
    const result = await engine.searchJobs(query, page).catch(() => null);
    setBusy(false);
    if (result === null) return setShown({ kind: 'message', text: evidenceMessages.searchUnreadable });
    setShown(
      result.ok ? { kind: 'page', q: query, page: result.value } : { kind: 'message', text: result.message },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(q, 1);
  };

  return (
    <section className="job-search" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="job-search__title">
        Find a job
      </h2>
      <form className="job-search__form" onSubmit={submit} role="search">
        <label htmlFor={inputId}>Job id, order number or customer postcode</label>
        <div className="job-search__row">
          <input id={inputId} value={q} onChange={(event) => setQ(event.target.value)} autoComplete="off" />
          <button type="submit" className="button button--primary" disabled={busy}>
            Search
          </button>
        </div>
      </form>
      {shown?.kind === 'message' && <p role="alert">{shown.text}</p>}
      {shown?.kind === 'page' && (
        <SearchHits shown={shown.page} onPage={(page) => void search(shown.q, page)} />
      )}
    </section>
  );
}
