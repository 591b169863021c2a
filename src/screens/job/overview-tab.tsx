/**
 * The Overview tab (product rule 2.9): the address as a driving-directions link, phone
 * numbers (only the first callable), the instructions, job type, retailer and
 * order number.
 */
import { orderedPhoneNumbers } from '@domain/job/contacts';
import { directionsUrl } from '@domain/job/directions';
import type { Customer, Job } from '@domain/job/job';
import { jobTypeSummary } from '@domain/job/job-summary';
import { latestCustomerNote } from '@domain/job/latest-customer-note';
import { retailerIdOf } from '@domain/job/retailer';
import { DetailSection } from './detail-section';
import { balanceSummary } from '@domain/completion/balance';

/** A tel: URI for a number as written (spaces and punctuation dropped). */
function telUri(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

function AddressLink({ customer }: { customer: Customer }) {
  const lines = [customer.address_1, customer.address_2, customer.town, customer.postcode].filter(
    (line): line is string => line !== undefined && line.trim() !== '',
  );
  return (
    <a className="address-link" href={directionsUrl(customer)} target="_blank" rel="noopener">
      <span className="address-link__lines">
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </span>
      <span className="address-link__action">
        Directions<span className="visually-hidden"> (opens in a new tab)</span>
      </span>
    </a>
  );
}

function PhoneNumbers({ customer }: { customer: Customer }) {
  const numbers = orderedPhoneNumbers(customer);
  if (numbers.length === 0) return <p className="detail-empty">None</p>;
  return (
    <ul className="phone-list">
      {numbers.map((phone, index) => (
        <li key={index} className="phone-list__item">
          <span className="phone-list__name">{phone.name}</span>
          {phone.callable ? (
            <a className="phone-list__call" href={telUri(phone.number)}>
              {phone.number}
            </a>
          ) : (
            <span className="phone-list__number">{phone.number}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The overview of a job. */
export function OverviewTab({ job }: { job: Job }) {
  const customer = job.customer[0];
  const instructions = latestCustomerNote(job);
  const balance = balanceSummary(job);
  return (
    <div className="job-panel">
      {customer !== undefined && (
        <DetailSection title="Address">
          <AddressLink customer={customer} />
        </DetailSection>
      )}
      {customer !== undefined && (
        <DetailSection title="Phone numbers">
          <PhoneNumbers customer={customer} />
        </DetailSection>
      )}
      <DetailSection title="Instructions">
        {instructions !== null ? (
          <p className="instructions">{instructions.note}</p>
        ) : (
          <p className="detail-empty">None</p>
        )}
      </DetailSection>
      <dl className="detail-list">
        <div className="detail-list__row">
          <dt>Job type</dt>
          <dd>{jobTypeSummary(job)}</dd>
        </div>
        <div className="detail-list__row">
          <dt>Retailer</dt>
          <dd>{retailerIdOf(job)}</dd>
        </div>
        <div className="detail-list__row">
          <dt>Order number</dt>
          <dd>{job.delivery_job.order_number}</dd>
        </div>
        {balance !== null && (
          <div className="detail-list__row">
            <dt>Balance</dt>
            <dd className="balance-summary">{balance}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
