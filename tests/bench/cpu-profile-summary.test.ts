// Where a gateway's time went (bench/gateway/cpu-profile-summary.ts): each sample under one heading by what it
// ran and under what, idle apart from the busy time.
import { describe, expect, it } from 'vitest';
import { headingOf, summarizeCpuProfile } from '@bench/gateway/cpu-profile-summary';
import type { CpuProfile } from '@bench/gateway/cpu-profile-summary';

const frame = (functionName: string, url = '') => ({ functionName, url });

describe('the CPU profile summary', () => {
  it('puts a socket write under the HTTP answer or the PostgreSQL statement it sent', () => {
    const http = [frame('writev'), frame('end', 'node:_http_outgoing')];
    const pg = [frame('writev'), frame('submit', 'file:///x/node_modules/pg/lib/query.js')];
    expect(headingOf(http)).toBe('socket writes: HTTP answers');
    expect(headingOf(pg)).toBe('socket writes: PostgreSQL statements');
  });

  it('puts everything under a stage check or a board build there, and the rest by its own code', () => {
    const time = frame('timestampMs', 'file:///x/domain/time/dates.ts');
    const check = frame('readDriverNextStops', 'file:///x/server/customer-messages/driver-next-stops.ts');
    const build = frame('assembleTodayBoard', 'file:///x/server/office/assemble-today-board.ts');
    expect(headingOf([time, check])).toBe('customer stage checks');
    expect(headingOf([time, build])).toBe('office board builds');
    expect(headingOf([frame('timestampMs', 'file:///x/domain/time/dates.ts')])).toBe('gateway code');
    expect(headingOf([frame('parseRow', 'file:///x/node_modules/pg/lib/result.js')])).toBe(
      'pg: parsing result rows',
    );
    expect(headingOf([frame('(garbage collector)')])).toBe('garbage collection');
    expect(headingOf([])).toBe('runtime (promises, timers, other)');
  });

  it('sums each sample’s time under its heading and leaves idle out of the busy time', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 3, 4] },
        { id: 2, callFrame: frame('(idle)') },
        { id: 3, callFrame: frame('(garbage collector)') },
        { id: 4, callFrame: frame('handle', 'file:///x/server/routes/job-update-routes.ts') },
      ],
      samples: [2, 3, 4, 4, 2],
      timeDeltas: [1000, 2000, 500, 1500, 3000],
    };
    const summary = summarizeCpuProfile(profile);
    expect(summary.totalMs).toBe(8);
    expect(summary.busyMs).toBe(4);
    expect(summary.byHeading.idle).toBe(4);
    expect(summary.byHeading['garbage collection']).toBe(2);
    expect(summary.byHeading['gateway code']).toBe(2);
    expect(summary.longestStretchMs['gateway code']).toBe(2);
    expect(summary.longestStretchMs.idle).toBe(3);
  });

  it('measures the longest stretch of samples under a heading one after another, not their sum', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 3] },
        { id: 2, callFrame: frame('(idle)') },
        {
          id: 3,
          callFrame: frame('writeStageMessages', 'file:///x/server/customer-messages/stage-messages.ts'),
        },
      ],
      samples: [3, 3, 2, 3, 3, 3, 2],
      timeDeltas: [1000, 1000, 1000, 500, 500, 500, 1000],
    };
    const summary = summarizeCpuProfile(profile);
    expect(summary.byHeading['customer stage checks']).toBe(3.5);
    expect(summary.longestStretchMs['customer stage checks']).toBe(2);
  });
});
