/**
 * docs/benchmarks/field-test/REPORT.html: one self-contained page (uPlot's script and styles inlined, the data in the
 * page) that opens offline: the budgets against the day's figures, the timeline, the machine and the
 * phone, the jobs, the longest tasks and interactions, the arrivals and the integrity check.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { budgetRows } from './budgets';
import type { FieldResults } from './field-results';
import { TIMELINE_SCRIPT, TIMELINE_SERIES, timelineData } from './report-chart';
import { uploadsByNetwork } from './upload-figures';

const require = createRequire(import.meta.url);
const asset = (path: string) => readFileSync(require.resolve(path), 'utf8');

/** Text made safe for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON made safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function table(headings: string[], rows: (string | number)[][]): string {
  const head = headings.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${row.map((cell) => `<td class="${cell === 'MISSED' ? 'missed' : ''}">${escapeHtml(String(cell))}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);

/** The report page. */
export function reportHtml(results: FieldResults): string {
  const { summary, cpu, options, machine } = results;
  const at = (epoch: number) => seconds(epoch - results.startedAt);
  const budgets = budgetRows(summary).map((row) => [
    row.met ? 'met' : 'MISSED',
    row.budget,
    row.target,
    row.measured,
  ]);
  const figures: (string | number)[][] = [
    ['Device profile', `${results.device}`],
    [
      'CPU throttling asked / observed',
      `${cpu.askedRate}× / ${cpu.observedSlowdown}× (busy loop ${cpu.loopMsAtRate1} ms → ${cpu.loopMsAtRate} ms)`,
    ],
    ['Jobs, seed', `${options.jobs}, ${options.seed}`],
    [
      'Machine',
      `${machine.cores} cores, load ${machine.loadAverage.map((l) => l.toFixed(2)).join(' / ')}, ${machine.platform}, ${machine.chromium}`,
    ],
    ['Runtime', seconds(summary.runtimeMs)],
    [
      'Long tasks, longest, total blocking time',
      `${summary.longTasks}, ${Math.round(summary.longestTaskMs)} ms, ${summary.totalBlockingTimeMs} ms`,
    ],
    [
      'Worst interaction',
      summary.worstInteraction
        ? `${Math.round(summary.worstInteraction.duration)} ms, ${summary.worstInteraction.name} on ${summary.worstInteraction.target || 'an element since removed'}`
        : '—',
    ],
    [
      'Reconnect → empty outbox',
      summary.reconnect
        ? `${seconds(summary.reconnect.ms)} (${summary.reconnect.depthBefore} entries waiting)`
        : '—',
    ],
    ['Heartbeats stored (all)', summary.heartbeatsStored],
    ['Upload bytes (request bodies)', summary.uploadBytes.toLocaleString('en-GB')],
  ];
  const jobs = results.jobs.map((j) => [
    j.jobId,
    j.work,
    j.network,
    at(j.openedAt),
    seconds(j.riskAssessmentMs),
    seconds(j.noticeMs),
    seconds(j.savedAt - j.openedAt),
    j.notice,
  ]);
  const tasks = [...results.longTasks]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 25)
    .map((t) => [at(t.startTime), Math.round(t.duration), t.cause]);
  const interactions = [...results.interactions]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 15)
    .map((i) => [at(i.startTime), Math.round(i.duration), Math.round(i.processingMs), i.name, i.target]);
  const arrivals = results.arrivals.map((a) => [
    a.jobId,
    at(a.arrivedAt),
    a.online ? 'online' : 'offline',
    a.received,
    seconds(a.delayMs),
  ]);
  const uploads = uploadsByNetwork(results.uploads, results.networkChanges).map((u) => [
    u.network,
    u.requests,
    u.bytes.toLocaleString('en-GB'),
    u.medianMs,
  ]);
  const integrity = results.integrity.map((j) => [
    j.jobId,
    j.work,
    j.updates,
    j.photos,
    j.signatures,
    j.problems.join('; ') || 'exact',
  ]);
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Doorstep field test</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${asset('uplot/dist/uPlot.min.css')}
body{font:14px/1.45 system-ui,sans-serif;margin:16px;color:#111827}table{border-collapse:collapse;margin:8px 0 24px}
td,th{border:1px solid #d1d5db;padding:4px 8px;text-align:left;vertical-align:top}th{background:#f3f4f6}.missed{background:#fee2e2;font-weight:600}</style>
</head><body>
<h1>Doorstep field test</h1>
<p>${escapeHtml(new Date(results.startedAt).toISOString())}: a driver's day of ${options.jobs} jobs against the real gateway serving the production build. Raw figures: results.json beside this page.</p>
${results.failure === null ? '' : `<p class="missed">The day stopped early: ${escapeHtml(results.failure)}</p>`}
<h2>Budgets</h2>${table(['', 'Budget', 'Target', 'Measured'], budgets)}
<h2>Timeline</h2><div id="timeline"></div>
<script type="application/json" id="timeline-data">${scriptJson(timelineData(results))}</script>
<script type="application/json" id="timeline-labels">${scriptJson(TIMELINE_SERIES)}</script>
<h2>The run</h2>${table(['', ''], figures)}
<h2>Jobs</h2>${table(['Job', 'Work', 'Network', 'Opened', 'Risk assessment → notice', 'Save → notice', 'Open → saved', 'Notice'], jobs)}
<h2>Requests with a body, by network</h2>${table(['Network', 'Requests', 'Bytes', 'Median ms to answer'], uploads)}
<h2>Arrivals</h2>${table(['Job', 'Within 100 m at', 'Phone', 'Job heartbeats', 'Delay'], arrivals)}
<h2>Longest main-thread tasks</h2>${table(['At', 'ms', 'Cause'], tasks)}
<h2>Slowest interactions</h2>${table(['At', 'ms', 'Handlers ms', 'Event', 'Target'], interactions)}
<h2>Integrity</h2>${table(['Job', 'Work', 'Driver updates', 'Photos', 'Signatures', 'Check'], integrity)}
<script>${asset('uplot/dist/uPlot.iife.min.js')}</script>
<script>${TIMELINE_SCRIPT}</script>
</body></html>
`;
}
