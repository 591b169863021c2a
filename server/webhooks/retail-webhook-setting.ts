/**
 * Where each retailer hears of its jobs (RETAIL_WEBHOOKS): a JSON object from retailer id to one endpoint
 * `{"url": "https://…", "secret": "…"}` or a list of them. A bad value stops the start with a message that
 * names the retailer and the field but never repeats a secret.
 */

/** One retailer endpoint: where events are posted and the secret they are signed with. */
export interface RetailWebhookEndpoint {
  url: string;
  secret: string;
}

/** The endpoints of each retailer, by retailer id (as jobs store it). */
export type RetailWebhookEndpoints = Readonly<Record<string, readonly RetailWebhookEndpoint[]>>;

/** The shortest secret accepted: 32 characters (HMAC-SHA256 wants at least as many bits as its output). */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;

const SETTING = 'RETAIL_WEBHOOKS';

/** One endpoint `{"url": "…", "secret": "…"}`; `where` names it in the error (never the secret). */
export function webhookEndpoint(value: unknown, where: string): RetailWebhookEndpoint {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${where} must be an object with url and secret`);
  const { url, secret, ...extra } = value as Record<string, unknown>;
  const unknownKey = Object.keys(extra)[0];
  if (unknownKey !== undefined)
    throw new Error(`${where} has an unknown field ${JSON.stringify(unknownKey)}`);
  if (typeof url !== 'string') throw new Error(`${where}.url must be text`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${where}.url must be an absolute http(s) URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`${where}.url must be an absolute http(s) URL`);
  if (parsed.username !== '' || parsed.password !== '')
    throw new Error(`${where}.url must not carry a user name or password (the signature authenticates)`);
  if (typeof secret !== 'string' || secret.length < MIN_WEBHOOK_SECRET_LENGTH)
    throw new Error(`${where}.secret must be text of at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`);
  return { url, secret };
}

/** Reads the endpoints of every retailer from the setting's JSON text (a missing or blank setting: none). */
export function parseRetailWebhookEndpoints(text: string | undefined): RetailWebhookEndpoints {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${SETTING} must be JSON: {"<retailer id>": {"url": "…", "secret": "…"}}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${SETTING} must be a JSON object from retailer id to endpoint`);
  const endpoints: Record<string, RetailWebhookEndpoint[]> = {};
  for (const [retailer, entry] of Object.entries(value as Record<string, unknown>)) {
    const where = `${SETTING}[${JSON.stringify(retailer)}]`;
    if (retailer.trim() === '') throw new Error(`${SETTING} has a blank retailer id`);
    const list = Array.isArray(entry)
      ? entry.map((one, i) => webhookEndpoint(one, `${where}[${i}]`))
      : [webhookEndpoint(entry, where)];
    const urls = new Set(list.map((e) => e.url));
    if (urls.size !== list.length) throw new Error(`${where} names one url twice`);
    endpoints[retailer] = list;
  }
  return endpoints;
}

/** The retailer's endpoints (none when it has no setting). */
export function endpointsOf(
  endpoints: RetailWebhookEndpoints,
  retailerId: string,
): readonly RetailWebhookEndpoint[] {
  return Object.hasOwn(endpoints, retailerId) ? (endpoints[retailerId] ?? []) : [];
}

/** The secret of the retailer's endpoint at this url, or null when the setting no longer names it. */
export function secretOf(endpoints: RetailWebhookEndpoints, retailerId: string, url: string): string | null {
  return endpointsOf(endpoints, retailerId).find((e) => e.url === url)?.secret ?? null;
}
