/** The job a record is about: type, retailer, order, customer, address, and the items planned and delivered. */
import type { EvidenceJob } from '@domain/evidence/evidence-record';
import { formatDayEnGb } from '@domain/time/dates';

function Field({ name, value }: { name: string; value: string }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{value === '' ? '—' : value}</dd>
    </div>
  );
}

/** The record's first section. */
export function EvidenceJobSection({ job }: { job: EvidenceJob }) {
  return (
    <section className="record-section" aria-labelledby="record-job-title">
      <h2 id="record-job-title">The job</h2>
      <dl className="record-fields">
        <Field name="Job" value={`${job.jobNumber} (id ${job.id})`} />
        <Field name="Date" value={formatDayEnGb(job.jobDate)} />
        <Field name="Type" value={job.type} />
        <Field name="Retailer" value={job.retailer} />
        <Field name="Order" value={job.orderNumber} />
        <Field name="Customer" value={job.customerName} />
        <Field name="Address" value={[...job.addressLines, job.postcode].filter(Boolean).join(', ')} />
        <Field name="Driver" value={`${job.driverId} (branch ${job.branch})`} />
      </dl>
      <table className="record-items">
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Planned</th>
            <th scope="col">Delivered</th>
          </tr>
        </thead>
        <tbody>
          {job.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.name}</th>
              <td>{item.planned}</td>
              <td>{item.delivered}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
