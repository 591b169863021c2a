/**
 * The customer tracking page's settings (product rule 2.23): how many days after its job's day a link
 * still opens (TRACKING_LINK_DAYS), the origin links are written with (PUBLIC_BASE_URL), and the name each
 * retailer goes by on the page (RETAILER_NAMES). A bad value stops the start with a message naming it.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** Days after the job's day a tracking link keeps working, unless TRACKING_LINK_DAYS says otherwise. */
export const DEFAULT_TRACKING_LINK_DAYS = 7;
/** The longest TRACKING_LINK_DAYS accepted: a link is a capability, not an archive. */
export const MAX_TRACKING_LINK_DAYS = 366;

/** What the tracking page reads from the settings. */
export interface TrackingSettings {
  linkDays: number;
  /** The origin (scheme, host, port, optional path) links are written under; null: the request's own origin. */
  publicBaseUrl: string | null;
  /** A retailer's name by retailer id, as jobs store it. */
  retailerNames: Readonly<Record<string, string>>;
}

export const DEFAULT_TRACKING_SETTINGS: TrackingSettings = {
  linkDays: DEFAULT_TRACKING_LINK_DAYS,
  publicBaseUrl: null,
  retailerNames: {},
};

/** TRACKING_LINK_DAYS: a whole number of days, 1 to MAX_TRACKING_LINK_DAYS. */
export function parseTrackingLinkDays(text: string | undefined): number {
  const raw = text?.trim();
  if (!raw) return DEFAULT_TRACKING_LINK_DAYS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > MAX_TRACKING_LINK_DAYS)
    throw new Error(`TRACKING_LINK_DAYS must be a whole number of days, 1 to ${MAX_TRACKING_LINK_DAYS}`);
  return value;
}

/** PUBLIC_BASE_URL: an absolute http(s) URL without a query, fragment or credentials; its trailing / dropped. */
export function parsePublicBaseUrl(text: string | undefined): string | null {
  const raw = text?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('PUBLIC_BASE_URL must be an absolute http(s) URL, such as https://track.example.com');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('PUBLIC_BASE_URL must be an absolute http(s) URL, such as https://track.example.com');
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
    throw new Error('PUBLIC_BASE_URL must have no user name, password, query or fragment');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The longest retailer name shown. */
export const MAX_RETAILER_NAME_LENGTH = 80;

/** RETAILER_NAMES: a JSON object from retailer id to the name the customer knows it by. */
export function parseRetailerNames(text: string | undefined): Readonly<Record<string, string>> {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('RETAILER_NAMES must be JSON: {"<retailer id>": "Oak & Co"}');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('RETAILER_NAMES must be a JSON object from retailer id to name');
  const names: Record<string, string> = {};
  for (const [retailer, name] of Object.entries(value as Record<string, unknown>)) {
    const where = `RETAILER_NAMES[${JSON.stringify(retailer)}]`;
    if (typeof name !== 'string' || name.trim() === '' || name.trim().length > MAX_RETAILER_NAME_LENGTH)
      throw new Error(`${where} must be a name of 1 to ${MAX_RETAILER_NAME_LENGTH} characters`);
    names[retailer] = name.trim();
  }
  return names;
}

/** The three settings from the environment. */
export function trackingSettingsFromEnv(env: Env): TrackingSettings {
  return {
    linkDays: parseTrackingLinkDays(env.TRACKING_LINK_DAYS),
    publicBaseUrl: parsePublicBaseUrl(env.PUBLIC_BASE_URL),
    retailerNames: parseRetailerNames(env.RETAILER_NAMES),
  };
}

/** The name the customer knows the retailer by; "the retailer" when the settings name none. */
export function retailerNameOf(
  settings: Pick<TrackingSettings, 'retailerNames'>,
  retailerId: string,
): string {
  if (!Object.hasOwn(settings.retailerNames, retailerId)) return 'the retailer';
  return settings.retailerNames[retailerId] ?? 'the retailer';
}
