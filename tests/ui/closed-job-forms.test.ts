/**
 * A driver's suspend and failed forms on a job the phone now stores as closed
 * (an admin's completion learnt while the form was open): the form says so in
 * plain words and its Save stays disabled (src/components/closed-job-lock.ts).
 * The engine refuses such a save anyway (tests/engine/saves/closed-job-outcomes.test.ts).
 */
import './support/engine-worker-stand-in';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER_TYPE, type LoginStatus } from '@domain/accounts/login-status';
import { closedJobLock } from '@src/components/closed-job-lock';
import { closedJobMessage } from '@domain/job/closed-job';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import FailedScreen from '@src/screens/failed/failed-screen';
import SuspendScreen from '@src/screens/suspend/suspend-screen';
import { makeJob } from '../domain/support/job-fixture';
import { loginAs } from './support/test-logins';
import { renderWithSnapshot, textOf } from './support/render-screen';

const driver = loginAs('Driver');
const admin = loginAs(ADMIN_USER_TYPE);
const completed = makeJob({
  job_outcome_status: JobOutcomeStatus.JobComplete,
  job_outcome_time: '2026-11-21T14:02:00',
});
const MESSAGE = 'This job was already closed (Job Complete) on 21/11/2026 14:02; your change was not saved.';

function render(screen: 'suspend' | 'failed', job: Job, who: LoginStatus): string {
  const element = createElement(screen === 'suspend' ? SuspendScreen : FailedScreen, { job });
  return renderWithSnapshot(element, { ready: true, login: who }, `/job/${job.id}/${screen}`);
}

describe('the suspend and failed forms of a closed job', () => {
  it('say why in plain words and keep Save disabled', () => {
    const suspend = render('suspend', completed, driver);
    expect(textOf(suspend)).toContain(MESSAGE);
    expect(suspend).toMatch(/<button[^>]*disabled=""[^>]*>Suspend Job<\/button>/);
    expect(textOf(render('failed', completed, driver))).toContain(MESSAGE);
  });

  it('are not locked on an open job, nor for an admin', () => {
    expect(textOf(render('suspend', makeJob(), driver))).not.toContain('already closed');
    expect(textOf(render('failed', makeJob(), driver))).not.toContain('already closed');
    expect(textOf(render('suspend', completed, admin))).not.toContain('already closed');
  });
});

describe('closedJobLock', () => {
  const open = makeJob({ job_outcome_status: JobOutcomeStatus.Suspended });

  it('locks on the engine’s refusal, whatever the job shows', () => {
    expect(closedJobLock({ job: open, admin: false, submitting: false, refusal: MESSAGE })).toBe(MESSAGE);
  });

  it('locks a driver’s form on a closed job, but not while its own save runs (that save closes it)', () => {
    expect(closedJobLock({ job: completed, admin: false, submitting: false, refusal: null })).toBe(
      closedJobMessage(completed),
    );
    expect(closedJobLock({ job: completed, admin: false, submitting: true, refusal: null })).toBeNull();
    expect(closedJobLock({ job: completed, admin: true, submitting: false, refusal: null })).toBeNull();
    expect(closedJobLock({ job: open, admin: false, submitting: false, refusal: null })).toBeNull();
  });
});
