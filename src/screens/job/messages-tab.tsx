/**
 * The admins' Messages tab (product rule 4.15): each customer message of the job, in the order written: its
 * kind in words, to whom (masked), when it went or goes, where it stands, and what it said.
 */
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import type { CustomerMessage } from '@domain/customer/customer-message-list';
import { MESSAGE_STATUS_WORDS, customerMessageTexts } from '@domain/customer/customer-message-texts';
import { MESSAGE_KIND_WORDS } from '@domain/customer/message-kind';
import { formatDateTimeEnGb, formatTimeOfDay } from '@domain/time/dates';
import { useCustomerMessages } from './use-customer-messages';

/** Where the message stands, in words: a waiting one held by the quiet hours says until when. */
function statusWords(message: CustomerMessage): string {
  if (message.status === 'pending' && message.notBefore > message.createdAt)
    return `Held until ${formatTimeOfDay(message.notBefore)} (quiet hours)`;
  if (message.status === 'failed' && message.lastError) return `Failed: ${message.lastError}`;
  return MESSAGE_STATUS_WORDS[message.status];
}

/** When it went (sent or kept), or was written. */
function when(message: CustomerMessage): string {
  return message.sentAt ?? message.createdAt;
}

/** The job's customer messages, "Loading..." while they load, or why there are none. */
export function MessagesTab({ job }: { job: Job }) {
  const result = useCustomerMessages(job.id);
  if (result === null) {
    return (
      <p className="page-message" role="status">
        {messages.loading}
      </p>
    );
  }
  if (!result.ok) {
    return (
      <p className="form-error" role="alert">
        {result.message}
      </p>
    );
  }
  if (result.value.messages.length === 0) {
    return (
      <div className="job-panel">
        <p className="page-message" role="status">
          {customerMessageTexts.none}
        </p>
        <p className="history-cached">{customerMessageTexts.noContact}</p>
      </div>
    );
  }
  return (
    <div className="job-panel">
      <ol className="history-list" aria-label="Customer messages">
        {result.value.messages.map((message) => (
          <li key={message.kind} className="history-note customer-message">
            <span className="history-note__type">{MESSAGE_KIND_WORDS[message.kind]}</span>
            <dl className="customer-message__facts">
              <dt>To</dt>
              <dd>{message.to}</dd>
              <dt>When</dt>
              <dd>
                <time dateTime={when(message)}>{formatDateTimeEnGb(when(message))}</time>
              </dd>
              <dt>Status</dt>
              <dd>{statusWords(message)}</dd>
            </dl>
            <p className="history-note__text">{message.body}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
