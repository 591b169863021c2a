/**
 * The customer messages' settings (docs/operating.md, "Configuration"): when the morning's window messages
 * are written (MESSAGES_MORNING_AT), the quiet hours (MESSAGES_QUIET_FROM, MESSAGES_QUIET_UNTIL,
 * MESSAGES_EARLY_WINDOW_BEFORE), all 'HH:mm' in the gateway's local time, and the provider
 * (MESSAGE_PROVIDER_WEBHOOK, server/customer-messages/message-provider-setting.ts).
 */
import { DEFAULT_QUIET_HOURS } from '@domain/customer/quiet-hours';
import type { QuietHours } from '@domain/customer/quiet-hours';
import { parseTimeOfDay } from '@domain/time/time-of-day';
import { parseMessageProvider } from './message-provider-setting';
import type { MessageProvider } from './message-provider-setting';

/** How a gateway writes and sends customer messages. */
export interface CustomerMessageSettings {
  /** When each day's window messages are written ('HH:mm'). */
  morningAt: string;
  quietHours: QuietHours;
  /** The provider, or null: messages are kept for the office to read. */
  provider: MessageProvider | null;
  /** The name each retailer goes by, by retailer id (RETAILER_NAMES, shared with the tracking page). */
  retailerNames: Readonly<Record<string, string>>;
}

/** The defaults: window messages at 07:00 (held to 08:00 but for early windows), no provider. */
export const DEFAULT_MESSAGE_SETTINGS: CustomerMessageSettings = {
  morningAt: '07:00',
  quietHours: DEFAULT_QUIET_HOURS,
  provider: null,
  retailerNames: {},
};

type Env = Readonly<Record<string, string | undefined>>;

function timeOfDay(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const time = parseTimeOfDay(raw);
  if (time === null) throw new Error(`${name} must be a 24-hour time of day (HH:mm)`);
  return time;
}

/** The settings of the environment (defaults for those unset). */
export function customerMessageSettingsFromEnv(env: Env): CustomerMessageSettings {
  const quiet = DEFAULT_QUIET_HOURS;
  return {
    morningAt: timeOfDay(env, 'MESSAGES_MORNING_AT', DEFAULT_MESSAGE_SETTINGS.morningAt),
    quietHours: {
      from: timeOfDay(env, 'MESSAGES_QUIET_FROM', quiet.from),
      until: timeOfDay(env, 'MESSAGES_QUIET_UNTIL', quiet.until),
      earlyWindowBefore: timeOfDay(env, 'MESSAGES_EARLY_WINDOW_BEFORE', quiet.earlyWindowBefore),
    },
    provider: parseMessageProvider(env.MESSAGE_PROVIDER_WEBHOOK),
    // The gateway fills in the tracking page's RETAILER_NAMES: one setting names a retailer everywhere.
    retailerNames: {},
  };
}
