/**
 * /retail-log, admins only: the branch's retail webhooks, newest first, a page at a time, filtered by retailer
 * and status; each says its event, its job (a link to it), when it was queued, where it stands in words and the
 * retailer's last answer, with a Resend that asks first in words and updates its row. Read from the gateway
 * (online only: offline the page says so). The page is one column at a phone's width and a table-like grid at
 * the desk.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { ADMIN_LIST_PATH, TODAY_PATH, jobPath } from '@domain/accounts/routes';
import { RETAIL_WEBHOOK_STATUSES } from '@domain/gateway/retail-webhook-log-shapes';
import type {
  RetailWebhookLogEntry,
  RetailWebhookLogPage,
  RetailWebhookStatus,
} from '@domain/gateway/retail-webhook-log-shapes';
import {
  deliveryStatusWords,
  eventTypeWords,
  lastAnswerWords,
  resendQuestion,
  retailLogMessages,
} from '@domain/office/retail-log-words';
import { formatDateTimeEnGb } from '@domain/time/dates';
import { engine } from '../../engine';
import '../../styles/retail-log.css';

const STATUS_LABELS: Record<RetailWebhookStatus, string> = {
  pending: 'Waiting or retrying',
  delivered: 'Sent',
  failed: 'Failed',
};

type Shown = { kind: 'page'; page: RetailWebhookLogPage } | { kind: 'message'; text: string } | null;

/** One webhook, with its Resend and the question it asks first. */
function LogEntry({
  entry,
  onResent,
}: {
  entry: RetailWebhookLogEntry;
  onResent: (entry: RetailWebhookLogEntry) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const resend = async () => {
    setBusy(true);
    const result = await engine.resendRetailWebhook(entry.eventId).catch(() => null);
    setBusy(false);
    setAsking(false);
    if (result === null) return setSaid(retailLogMessages.unreadable);
    if (!result.ok) return setSaid(result.message);
    setSaid(retailLogMessages.resent);
    onResent(result.value);
  };
  const event = eventTypeWords(entry.eventType);
  return (
    <li className={`retail-log__entry retail-log__entry--${entry.status}`}>
      <strong className="retail-log__event">{event}</strong>
      <Link
        className="text-link retail-log__job"
        href={jobPath(entry.jobId, 'overview')}
        aria-label={`Open job ${entry.jobNumber}`}
      >
        {`Job ${entry.jobNumber}`}
      </Link>
      <span className="retail-log__retailer">{entry.retailerId}</span>
      <span className="retail-log__created">{`Queued ${formatDateTimeEnGb(entry.createdAt)}`}</span>
      <span className="retail-log__status">{deliveryStatusWords(entry)}</span>
      <span className="retail-log__answer">{lastAnswerWords(entry)}</span>
      <span className="retail-log__actions">
        {asking ? (
          <span
            className="retail-log__confirm"
            role="group"
            aria-label={`Resend ${event} of job ${entry.jobNumber}`}
          >
            <span>{resendQuestion(entry)}</span>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void resend()}
            >
              Send again
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setAsking(false)}>
              Cancel
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => {
              setSaid(null);
              setAsking(true);
            }}
            aria-label={`Resend ${event} of job ${entry.jobNumber}`}
          >
            Resend
          </button>
        )}
        {said !== null && <span role="status">{said}</span>}
      </span>
    </li>
  );
}

/** The retail log page. */
export default function RetailLogScreen() {
  const retailerId = useId();
  const statusId = useId();
  const [retailer, setRetailer] = useState('');
  const [status, setStatus] = useState<RetailWebhookStatus | ''>('');
  const [pageNumber, setPageNumber] = useState(1);
  const [shown, setShown] = useState<Shown>(null);
  const [retailers, setRetailers] = useState<string[]>([]);

  const load = useCallback(async () => {
    const result = await engine.retailWebhookLog({ retailer, status, page: pageNumber }).catch(() => null);
    if (result === null) return setShown({ kind: 'message', text: retailLogMessages.unreadable });
    if (!result.ok) return setShown({ kind: 'message', text: result.message });
    setRetailers(result.value.retailers);
    setShown({ kind: 'page', page: result.value });
  }, [retailer, status, pageNumber]);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = (updated: RetailWebhookLogEntry) =>
    setShown((current) =>
      current?.kind === 'page'
        ? {
            kind: 'page',
            page: {
              ...current.page,
              entries: current.page.entries.map((e) => (e.eventId === updated.eventId ? updated : e)),
            },
          }
        : current,
    );

  const page = shown?.kind === 'page' ? shown.page : null;
  const last = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <div className="retail-log">
      <header className="retail-log__header">
        <h1 className="retail-log__title">{retailLogMessages.title}</h1>
        <span className="retail-log__links">
          <Link className="button" href={TODAY_PATH}>
            Today
          </Link>
          <Link className="button" href={ADMIN_LIST_PATH}>
            Incomplete jobs
          </Link>
        </span>
      </header>
      <form className="retail-log__filters" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={retailerId}>Retailer</label>
        <select
          id={retailerId}
          value={retailer}
          onChange={(event) => {
            setRetailer(event.target.value);
            setPageNumber(1);
          }}
        >
          <option value="">{retailLogMessages.allRetailers}</option>
          {retailers.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as RetailWebhookStatus | '');
            setPageNumber(1);
          }}
        >
          <option value="">Any</option>
          {RETAIL_WEBHOOK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={() => void load()}>
          Refresh
        </button>
      </form>
      {shown === null && <p className="page-message">Loading...</p>}
      {shown?.kind === 'message' && (
        <p className="page-message" role="alert">
          {shown.text}
        </p>
      )}
      {page && page.entries.length === 0 && (
        <p className="page-message" role="status">
          {retailLogMessages.noEntries}
        </p>
      )}
      {page && page.entries.length > 0 && (
        <>
          <p role="status">{`${page.total} ${page.total === 1 ? 'webhook' : 'webhooks'}. Page ${page.page} of ${last}.`}</p>
          <ul className="retail-log__entries" aria-label="Retail webhooks">
            {page.entries.map((entry) => (
              <LogEntry key={entry.eventId} entry={entry} onResent={replace} />
            ))}
          </ul>
          <div className="retail-log__pages">
            <button
              type="button"
              className="button"
              disabled={pageNumber <= 1}
              onClick={() => setPageNumber(pageNumber - 1)}
            >
              Previous page
            </button>
            <button
              type="button"
              className="button"
              disabled={pageNumber >= last}
              onClick={() => setPageNumber(pageNumber + 1)}
            >
              Next page
            </button>
          </div>
        </>
      )}
    </div>
  );
}
