/**
 * The way to a job's evidence record: an admin reaches it from every job of /incomplete,
 * whatever its status (the row opens the job screen, whose Evidence button opens /job/{id}/record); a
 * driver has it on closed jobs and on suspended ones (what the phone's record has an outcome for), not on
 * a job not started.
 */
import './support/engine-worker-stand-in';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER_TYPE, type LoginStatus } from '@domain/accounts/login-status';
import { JobOutcomeStatus } from '@domain/job/enums';
import IncompleteScreen from '@src/screens/incomplete/incomplete-screen';
import { showsEvidence } from '@src/screens/job/evidence-access';
import { JobActions } from '@src/screens/job/job-actions';
import { makeJob } from '../domain/support/job-fixture';
import { loginAs } from './support/test-logins';
import { renderWithSnapshot } from './support/render-screen';

const admin = loginAs(ADMIN_USER_TYPE);
const driver = loginAs('Driver');
const statuses = Object.values(JobOutcomeStatus);
const EVIDENCE_BUTTON = /<button[^>]*>Evidence<\/button>/;

function jobScreenButtons(status: JobOutcomeStatus, who: LoginStatus, assessed: boolean): string {
  const job = makeJob({ job_outcome_status: status });
  return renderWithSnapshot(
    createElement(JobActions, { job }),
    { ready: true, login: who, assessedJobIds: assessed ? [job.id] : [] },
    `/job/${job.id}/overview`,
  );
}

describe('an admin reaches the record of every job on /incomplete', () => {
  it('the row opens the job screen (product rules 2.4 and 2.5: the overview, with the job id shown)', () => {
    const job = makeJob({ id: 'ORD777-01' });
    const html = renderWithSnapshot(
      createElement(IncompleteScreen),
      { ready: true, login: admin, loaded: true, jobs: [job] },
      '/incomplete',
    );
    expect(html).toContain('href="/job/ORD777-01/overview"');
    expect(html).toContain('ORD777-01');
  });

  it('the job screen shows Evidence whatever the status', () => {
    for (const status of statuses) {
      expect(showsEvidence(makeJob({ job_outcome_status: status }), true)).toBe(true);
      expect(jobScreenButtons(status, admin, false), `status ${status}`).toMatch(EVIDENCE_BUTTON);
    }
  });

  it('beside the actions of an open job', () => {
    const html = jobScreenButtons(JobOutcomeStatus.NotStarted, admin, false);
    expect(html).toContain('>Complete</button>');
    expect(html).toContain('>Suspend</button>');
  });
});

describe('a driver has Evidence where the phone’s record has an outcome', () => {
  it('on closed and suspended jobs, assessed or not', () => {
    const shown = [
      JobOutcomeStatus.JobComplete,
      JobOutcomeStatus.NoFixRequired,
      JobOutcomeStatus.Failed,
      JobOutcomeStatus.Suspended,
    ];
    for (const status of shown) {
      for (const assessed of [true, false]) {
        expect(jobScreenButtons(status, driver, assessed), `status ${status}`).toMatch(EVIDENCE_BUTTON);
      }
    }
  });

  it('not on a job not started', () => {
    expect(showsEvidence(makeJob(), false)).toBe(false);
    for (const assessed of [true, false]) {
      expect(jobScreenButtons(JobOutcomeStatus.NotStarted, driver, assessed)).not.toMatch(EVIDENCE_BUTTON);
    }
  });
});
