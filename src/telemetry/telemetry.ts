/**
 * Product rule 7.8: monitoring and analytics, behind one small module. Custom attributes
 * (job id, username, branch, driver id, company name) go to an error and
 * performance monitoring agent when one is on the page (New Relic's browser
 * agent: `newrelic.setCustomAttribute`), each only when its value changed;
 * date-picker clicks and date choices go to an analytics service when present
 * (`gtag('event', …)`, else a Tag Manager `dataLayer`). Without them every
 * call is a no-op. Reads the page's globals at call time, so agents that load
 * late are still used.
 */

/** A monitoring attribute value; null removes the attribute (nobody logged in, no job open). */
export type AttributeValue = string | null;

/** The custom attributes reported to the monitoring agent. */
export interface MonitoringAttributes {
  jobId: AttributeValue;
  username: AttributeValue;
  branch: AttributeValue;
  driverId: AttributeValue;
  companyName: AttributeValue;
}

/** The globals the module looks for (all optional). */
export interface TelemetryHost {
  newrelic?: { setCustomAttribute(name: string, value: AttributeValue, persist?: boolean): void };
  gtag?: (command: 'event', name: string, params: Record<string, unknown>) => void;
  dataLayer?: { push(entry: Record<string, unknown>): unknown };
}

/** Analytics event names. */
export const analyticsEvents = {
  datePickerClick: 'date_picker_click',
  dateChosen: 'date_picker_select',
} as const;

/** What the app reports. */
export interface Telemetry {
  /** Reports the attributes that differ from those last reported. */
  setMonitoringAttributes(attributes: MonitoringAttributes): void;
  /** The date picker was clicked (opened or focused by a tap). */
  datePickerClicked(picker: string): void;
  /** A date was chosen (ISO day), or null when the picker was cleared. */
  dateChosen(picker: string, isoDay: string | null): void;
}

/** Telemetry reporting to whatever agents the host carries. */
export function createTelemetry(host: TelemetryHost): Telemetry {
  const reported = new Map<string, AttributeValue>();

  const track = (name: string, params: Record<string, unknown>) => {
    try {
      if (typeof host.gtag === 'function') host.gtag('event', name, params);
      else if (host.dataLayer !== undefined && typeof host.dataLayer.push === 'function')
        host.dataLayer.push({ event: name, ...params });
    } catch (error) {
      console.error('Analytics event not sent', error);
    }
  };

  return {
    setMonitoringAttributes(attributes) {
      const agent = host.newrelic;
      if (agent === undefined || typeof agent.setCustomAttribute !== 'function') return;
      for (const [name, value] of Object.entries(attributes) as [string, AttributeValue][]) {
        if (reported.has(name) && reported.get(name) === value) continue;
        try {
          agent.setCustomAttribute(name, value);
          reported.set(name, value);
        } catch (error) {
          console.error(`Monitoring attribute ${name} not set`, error);
        }
      }
    },
    datePickerClicked(picker) {
      track(analyticsEvents.datePickerClick, { picker });
    },
    dateChosen(picker, isoDay) {
      track(analyticsEvents.dateChosen, { picker, date: isoDay ?? 'cleared' });
    },
  };
}

/** The page's telemetry. */
export const telemetry: Telemetry = createTelemetry(globalThis as TelemetryHost);
