/** The jobs that need the office (product rule 2.22): conflicts, failed and suspended jobs with their reasons. */
import type { OfficeItem, OfficeItemKind } from '@domain/office/today-board';
import { BoardJobLink } from './board-job-link';

const KIND_WORDS: Record<OfficeItemKind, string> = {
  conflict: 'Conflict',
  failed: 'Failed',
  suspended: 'Suspended',
};

/** The list, or a line saying nothing needs the office; its title a level under the board's. */
export function NeedsOfficeList({
  items,
  headingLevel: Heading,
}: {
  items: readonly OfficeItem[];
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <section className="needs-office" aria-labelledby="needs-office-title">
      <Heading id="needs-office-title" className="needs-office__title">
        Needs the office
      </Heading>
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
                <BoardJobLink
                  className="button"
                  jobId={item.job_id}
                  view="overview"
                  aria-label={`Open job ${item.job_number}`}
                >
                  Open job
                </BoardJobLink>
                <BoardJobLink
                  className="button"
                  jobId={item.job_id}
                  view="record"
                  aria-label={`Evidence record of job ${item.job_number}`}
                >
                  Evidence record
                </BoardJobLink>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
