/** The telemetry module against fake monitoring and analytics agents on a stub window object. */
import { describe, expect, it } from 'vitest';
import { analyticsEvents, createTelemetry } from '@src/telemetry/telemetry';
import type { AttributeValue, MonitoringAttributes, TelemetryHost } from '@src/telemetry/telemetry';

const driverAttributes: MonitoringAttributes = {
  jobId: null,
  username: 'demo.driver',
  branch: '1',
  driverId: 'D100',
  companyName: 'Doorstep Logistics',
};

/** A fake New Relic browser agent that records each setCustomAttribute call. */
function fakeMonitoringAgent() {
  const calls: [string, AttributeValue][] = [];
  return {
    calls,
    setCustomAttribute: (name: string, value: AttributeValue) => void calls.push([name, value]),
  };
}

describe('monitoring attributes', () => {
  it('reports every attribute on login, then only those that change (opening a job, logout)', () => {
    const newrelic = fakeMonitoringAgent();
    const telemetry = createTelemetry({ newrelic });

    telemetry.setMonitoringAttributes(driverAttributes);
    expect(newrelic.calls).toEqual([
      ['jobId', null],
      ['username', 'demo.driver'],
      ['branch', '1'],
      ['driverId', 'D100'],
      ['companyName', 'Doorstep Logistics'],
    ]);

    newrelic.calls.length = 0;
    telemetry.setMonitoringAttributes(driverAttributes);
    expect(newrelic.calls).toEqual([]);

    telemetry.setMonitoringAttributes({ ...driverAttributes, jobId: 'JOB-5001-01' });
    expect(newrelic.calls).toEqual([['jobId', 'JOB-5001-01']]);

    newrelic.calls.length = 0;
    telemetry.setMonitoringAttributes({
      jobId: null,
      username: null,
      branch: null,
      driverId: null,
      companyName: null,
    });
    expect(newrelic.calls).toEqual([
      ['jobId', null],
      ['username', null],
      ['branch', null],
      ['driverId', null],
      ['companyName', null],
    ]);
  });

  it('is a no-op without an agent, and reports everything to an agent that arrives later', () => {
    const host: TelemetryHost = {};
    const telemetry = createTelemetry(host);
    expect(() => telemetry.setMonitoringAttributes(driverAttributes)).not.toThrow();

    const newrelic = fakeMonitoringAgent();
    host.newrelic = newrelic;
    telemetry.setMonitoringAttributes(driverAttributes);
    expect(newrelic.calls.map(([name]) => name)).toEqual([
      'jobId',
      'username',
      'branch',
      'driverId',
      'companyName',
    ]);
  });

  it('keeps going when the agent throws, and retries that attribute next time', () => {
    let failing = true;
    const calls: string[] = [];
    const telemetry = createTelemetry({
      newrelic: {
        setCustomAttribute: (name) => {
          if (failing && name === 'branch') throw new Error('agent not ready');
          calls.push(name);
        },
      },
    });
    const logged = console.error;
    console.error = () => undefined;
    try {
      telemetry.setMonitoringAttributes(driverAttributes);
    } finally {
      console.error = logged;
    }
    expect(calls).toEqual(['jobId', 'username', 'driverId', 'companyName']);
    failing = false;
    calls.length = 0;
    telemetry.setMonitoringAttributes(driverAttributes);
    expect(calls).toEqual(['branch']);
  });
});

describe('analytics', () => {
  it('sends the date-picker click and the date choice as gtag events', () => {
    const events: unknown[][] = [];
    const dataLayer: Record<string, unknown>[] = [];
    const telemetry = createTelemetry({
      gtag: (...args) => void events.push(args),
      dataLayer,
    });

    telemetry.datePickerClicked('Jobs for');
    telemetry.dateChosen('Jobs for', '2026-11-20');
    telemetry.dateChosen('Jobs for', null);

    expect(events).toEqual([
      ['event', analyticsEvents.datePickerClick, { picker: 'Jobs for' }],
      ['event', analyticsEvents.dateChosen, { picker: 'Jobs for', date: '2026-11-20' }],
      ['event', analyticsEvents.dateChosen, { picker: 'Jobs for', date: 'cleared' }],
    ]);
    // gtag feeds the data layer itself: nothing is pushed twice.
    expect(dataLayer).toEqual([]);
  });

  it('pushes to a Tag Manager data layer when there is no gtag', () => {
    const dataLayer: Record<string, unknown>[] = [];
    const telemetry = createTelemetry({ dataLayer });

    telemetry.datePickerClicked('Incomplete jobs for');
    telemetry.dateChosen('Incomplete jobs for', '2026-11-19');

    expect(dataLayer).toEqual([
      { event: 'date_picker_click', picker: 'Incomplete jobs for' },
      { event: 'date_picker_select', picker: 'Incomplete jobs for', date: '2026-11-19' },
    ]);
  });

  it('is a no-op without an analytics service', () => {
    const telemetry = createTelemetry({});
    expect(() => {
      telemetry.datePickerClicked('Jobs for');
      telemetry.dateChosen('Jobs for', '2026-11-20');
    }).not.toThrow();
  });
});
