/** The jobs that need the office (product rule 2.22): conflicts, failed and suspended jobs with their reasons. */
import { Link } from 'wouter';
import { jobPath } from '@domain/accounts/routes';
import type { OfficeItem, OfficeItemKind } from '@domain/office/today-board';

const KIND_WORDS: Record<OfficeItemKind, string> = {
  conflict: 'Conflict',
  failed: 'Failed',
  suspended: 'Suspended',
};

/** The list, or a line saying nothing needs the office. */
export function NeedsOfficeList({ items }: { items: readonly OfficeItem[] }) {
  return (
    <section className="needs-office" aria-labelledby="needs-office-title">
      <h2 id="needs-office-title">Needs the office</h2>
      {items.length === 0 ? (
        <p>Nothing needs the office.</p>
      ) : (
        <ul className="needs-office__items">
          {items.map((item) => (
            <li key={`${item.kind}-${item.job_id}-${item.at}`} className="needs-office__item">
              <strong>{`${KIND_WORDS[item.kind]}: job ${item.job_number}`}</strong>
              <span>{`${item.customer_name} · ${item.driver_name}`}</span>
              <span>{item.reason}</span>
              <span className="needs-office__links">
                <Link
                  className="button"
                  href={jobPath(item.job_id, 'overview')}
                  aria-label={`Open job ${item.job_number}`}
                >
                  Open job
                </Link>
                <Link
                  className="button"
                  href={jobPath(item.job_id, 'record')}
                  aria-label={`Evidence record of job ${item.job_number}`}
                >
                  Evidence record
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
