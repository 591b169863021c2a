/**
 * The customer tracking page's HTML (product rule 2.23), and its two plain answers (a link that is not valid,
 * too many tries). No app bundle: a few hundred bytes of inline CSS, and an inline script that fetches the
 * page again every REFRESH_SECONDS and swaps its status region in (a screen reader hears the change through
 * the region's aria-live="polite"); without scripts, a meta refresh reloads the page every
 * NOSCRIPT_REFRESH_SECONDS. The CSS and the script are constant, so the page's Content-Security-Policy allows
 * exactly them by their SHA-256 (no 'unsafe-inline', no nonce to make per answer).
 */
import { createHash } from 'node:crypto';

/** How often the page's script fetches the page again. */
export const REFRESH_SECONDS = 30;
/** How often a browser without scripts reloads the page. */
export const NOSCRIPT_REFRESH_SECONDS = 60;

// Contrast (WCAG AA, 4.5:1 for text): #1a1a1a on #fff is 17:1, #fff on #0b5394 is 7.6:1, #4a4a4a on #fff 8.9:1.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1.125rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff}
header{background:#0b5394;color:#fff;padding:.75rem 1rem;font-weight:600}
main{padding:1rem;max-width:36rem;margin:0 auto}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem}
.booked{margin:0 0 1rem;color:#4a4a4a}
#status{border-left:.375rem solid #0b5394;padding:.25rem 0 .25rem 1rem;margin:0 0 1rem}
#status p{margin:0 0 .5rem}
#status .headline{font-size:1.25rem;font-weight:600}
.updated,footer{color:#4a4a4a;font-size:1rem}
.button{display:inline-flex;align-items:center;min-height:48px;min-width:48px;padding:0 1.25rem;border-radius:.5rem;background:#0b5394;color:#fff;font-weight:600;text-decoration:none}
.button:focus-visible{outline:3px solid #1a1a1a;outline-offset:3px}
footer{padding:0 1rem 1.5rem;max-width:36rem;margin:0 auto}
`.trim();

const SCRIPT = `(function(){var ms=${REFRESH_SECONDS * 1000};function swap(id,from){var now=document.getElementById(id),next=from.getElementById(id);if(now&&next&&now.innerHTML!==next.innerHTML){now.innerHTML=next.innerHTML;}}function load(){fetch(location.href,{cache:"no-store",credentials:"omit"}).then(function(r){return r.ok?r.text():null}).then(function(text){if(text===null)return;var page=new DOMParser().parseFromString(text,"text/html");swap("status",page);swap("updated",page);}).catch(function(){}).then(function(){setTimeout(load,ms);});}setTimeout(load,ms);})();`;

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The Content-Security-Policy of the tracking answers: nothing but their own CSS and script, and fetching the page. */
export const TRACKING_PAGE_CSP = {
  defaultSrc: ["'none'"],
  scriptSrc: [sha256Source(SCRIPT)],
  styleSrc: [sha256Source(STYLE)],
  connectSrc: ["'self'"],
  imgSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

function page(title: string, body: string, refreshes: boolean): string {
  const refresh = refreshes
    ? `<noscript><meta http-equiv="refresh" content="${NOSCRIPT_REFRESH_SECONDS}"></noscript>`
    : '';
  const script = refreshes ? `<script>${SCRIPT}</script>` : '';
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style>${refresh}</head>` +
    `<body><header>Doorstep delivery tracking</header>${body}${script}</body></html>`
  );
}

/** What the page shows. */
export interface TrackingPageView {
  retailerName: string;
  /** "Saturday 28 November". */
  dayText: string;
  /** "between 10:00 and 12:00". */
  windowText: string;
  /** The stage's kind (a data attribute of the headline, for the page's tests and styles). */
  stageKind: string;
  /** The stage in sentences, the first the headline. */
  sentences: readonly string[];
  /** The driver's first name, shown while the driver is on the way or arriving; null to leave it out. */
  driverFirstName: string | null;
  /** 'HH:mm' the page was made. */
  updatedAt: string;
}

/** The tracking page. */
export function trackingPageHtml(view: TrackingPageView): string {
  const [headline = '', ...rest] = view.sentences;
  const status =
    // The stage rides inside the region, so the script's swap of the region's content carries it along.
    `<p class="headline" data-stage="${escapeHtml(view.stageKind)}">${escapeHtml(headline)}</p>` +
    (rest.length > 0 ? `<p>${rest.map(escapeHtml).join(' ')}</p>` : '') +
    (view.driverFirstName === null ? '' : `<p>Your driver today is ${escapeHtml(view.driverFirstName)}.</p>`);
  const body =
    `<main><h1>Your delivery from ${escapeHtml(view.retailerName)}</h1>` +
    `<p class="booked">${escapeHtml(view.dayText)}, ${escapeHtml(view.windowText)}</p>` +
    `<section id="status" role="status" aria-live="polite" aria-atomic="true" aria-label="Delivery status">${status}</section>` +
    `<p id="updated" class="updated">Updated at ${escapeHtml(view.updatedAt)}</p>` +
    `<p><a class="button" href="">Refresh now</a></p></main>` +
    `<footer><p>This page updates itself every ${REFRESH_SECONDS} seconds.</p></footer>`;
  return page(`Your delivery from ${view.retailerName}`, body, true);
}

/** The sentence of a link that does not open a page. */
export const NOT_VALID_MESSAGE = 'This tracking link is not valid or has expired';

/** A wrong, malformed or expired link. */
export function notValidPageHtml(): string {
  return page(
    NOT_VALID_MESSAGE,
    `<main><h1>${NOT_VALID_MESSAGE}</h1><p>Please check the link in your message, or contact the retailer you ordered from.</p></main>`,
    false,
  );
}

/** Too many wrong links from one address. */
export function tooManyTriesPageHtml(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return page(
    'Too many tries',
    `<main><h1>Too many tries</h1><p>Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.</p></main>`,
    false,
  );
}
