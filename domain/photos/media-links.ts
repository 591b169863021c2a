/**
 * Where uploaded evidence is linked from a job update or a risk assessment: a
 * gallery item's uri and a question's imageUrls are http(s) links of bounded
 * size; a job's signature is the object store's link to a signature of that
 * very job (a key under the job's SIGNATURE/… prefix, which only someone who
 * may write the job can upload to). The gateway validates with these rules.
 */
import type { AppEnvironment } from '../app/environment';
import { SIGNATURE_KEY_PREFIX, jobKeyPrefixes, objectUrl } from './object-store-keys';

/** The longest link accepted. */
export const MEDIA_LINK_MAX_CHARS = 2000;

/** The store settings a signature link is read against (ObjectStoreSettings extends them). */
export interface SignatureStore {
  /** An object is read at `${publicBaseUrl}/${key}`. */
  publicBaseUrl: string;
  /** Which store this is (dev/stg or live): chooses the SIGNATURE/DEV or SIGNATURE/LIVE key prefix. */
  environment: AppEnvironment;
}

/** http(s)://host[:port] then a path, query or fragment of visible ASCII; no user name or password. */
const LINK =
  /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#][\x21-\x7e]*)?$/i;

/** True for an http or https link of at most 2000 characters (what an upload answers as its location). */
export function isMediaLink(text: string): boolean {
  return text.length <= MEDIA_LINK_MAX_CHARS && LINK.test(text);
}

/** The object key a link of this store names, or null when it is no such link (objectUrl's inverse). */
export function objectKeyOfLink(publicBaseUrl: string, link: string): string | null {
  const base = objectUrl(publicBaseUrl, '');
  if (!link.startsWith(base)) return null;
  try {
    const key = link.slice(base.length).split('/').map(decodeURIComponent).join('/');
    return key !== '' && objectUrl(publicBaseUrl, key) === link ? key : null;
  } catch {
    return null;
  }
}

/** True when the link is this store's link to a signature (a .jpg) under the job's SIGNATURE/… key prefix. */
export function isSignatureLinkOf(link: string, store: SignatureStore, jobId: string): boolean {
  if (!isMediaLink(link)) return false;
  const key = objectKeyOfLink(store.publicBaseUrl, link);
  if (key === null || !key.startsWith(`${SIGNATURE_KEY_PREFIX[store.environment]}/`)) return false;
  if (!key.endsWith('.jpg')) return false;
  try {
    return jobKeyPrefixes(store.environment, jobId).some((prefix) => key.startsWith(prefix));
  } catch {
    return false; // a job id no key can hold
  }
}
