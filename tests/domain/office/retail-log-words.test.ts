import { describe, expect, it } from 'vitest';
import {
  deliveryStatusWords,
  eventTypeWords,
  lastAnswerWords,
  resendQuestion,
} from '@domain/office/retail-log-words';

// 10:15 and 10:21 in London in November (GMT).
const SENT = '2026-11-28T10:15:04.000Z';
const NEXT = '2026-11-28T10:21:30.000Z';

describe('the retail log words', () => {
  it('say where a webhook stands', () => {
    const base = { attempts: 0, nextAttemptAt: null, deliveredAt: null };
    expect(deliveryStatusWords({ ...base, status: 'delivered', attempts: 1, deliveredAt: SENT })).toBe(
      'Sent 10:15',
    );
    expect(deliveryStatusWords({ ...base, status: 'pending', attempts: 2, nextAttemptAt: NEXT })).toBe(
      'Retrying, try 3, next at 10:21',
    );
    expect(deliveryStatusWords({ ...base, status: 'pending', nextAttemptAt: NEXT })).toBe(
      'Waiting to be sent at 10:21',
    );
    expect(deliveryStatusWords({ ...base, status: 'failed', attempts: 30 })).toBe('Failed after 24 h');
  });

  it('say the last answer', () => {
    expect(lastAnswerWords({ lastStatus: 500, lastError: 'answered 500' })).toBe('Answered 500');
    expect(lastAnswerWords({ lastStatus: null, lastError: 'fetch failed: ECONNREFUSED' })).toBe(
      'No answer: fetch failed: ECONNREFUSED',
    );
    expect(lastAnswerWords({ lastStatus: null, lastError: null })).toBe('Not tried yet');
  });

  it('name the event and ask before a resend', () => {
    expect(eventTypeWords('evidence_record.completed')).toBe('Evidence record completed');
    expect(eventTypeWords('job.updated')).toBe('Job updated');
    expect(eventTypeWords('other.kind')).toBe('other.kind');
    expect(resendQuestion({ eventType: 'job.updated', jobNumber: '1001' })).toContain(
      '“Job updated” event of job 1001',
    );
  });
});
