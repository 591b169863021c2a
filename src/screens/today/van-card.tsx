/**
 * One van on the board (product rule 2.22): driver and vehicle, progress, the job in hand, the last
 * position's age and the distance to the next drop (or "Arrived"), what waits on the phone, and each
 * remaining stop with its window and ETA.
 */
import { Link } from 'wouter';
import { jobPath } from '@domain/accounts/routes';
import { distanceText, etaText, positionAgeText, windowText } from '@domain/office/board-words';
import { phoneBacklogText } from '@domain/office/phone-backlog-text';
import type { BoardVan } from '@domain/office/today-board';

/** The van's card. */
export function VanCard({ van, now }: { van: BoardVan; now: number }) {
  const { progress, stops, position } = van;
  const next = stops[0] ?? null;
  const inHand = stops.find((stop) => stop.job_id === van.in_hand_job_id) ?? null;
  const headingId = `van-${van.manifest_id}`;
  return (
    <article className="van-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="van-card__title">
        {`${van.driver_name} · ${van.vehicle_id}`}
      </h2>
      <p className="van-card__vehicle">{`Manifest ${van.manifest_id}`}</p>
      <dl className="van-card__progress">
        <div>
          <dt>Done</dt>
          <dd>{progress.done}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{progress.failed}</dd>
        </div>
        <div>
          <dt>Suspended</dt>
          <dd>{progress.suspended}</dd>
        </div>
        <div>
          <dt>To do</dt>
          <dd>{progress.to_do}</dd>
        </div>
      </dl>
      <p className="van-card__line">
        {van.in_hand_job_id === null ? (
          'No job in hand'
        ) : (
          <>
            {'Job in hand: '}
            <Link href={jobPath(van.in_hand_job_id, 'overview')}>
              {inHand ? `${inHand.job_number}, ${inHand.customer_name}` : van.in_hand_job_id}
            </Link>
          </>
        )}
      </p>
      <p className="van-card__line">
        {positionAgeText(position, now)}
        {next?.arrived === true ? (
          <strong className="van-card__arrived"> · Arrived</strong>
        ) : (
          distanceText(next?.distance_m ?? null) !== null && ` · ${distanceText(next?.distance_m ?? null)}`
        )}
      </p>
      {van.phone_backlog && (
        <p
          className={`van-card__backlog${van.phone_backlog.changes + van.phone_backlog.photos > 0 ? ' van-card__backlog--waiting' : ''}`}
        >
          {phoneBacklogText(van.phone_backlog, now)}
        </p>
      )}
      {stops.length === 0 ? (
        <p className="van-card__line">No stops left</p>
      ) : (
        <ol className="van-card__stops" aria-label={`Stops left for ${van.driver_name} · ${van.vehicle_id}`}>
          {stops.map((stop) => (
            <li key={stop.job_id} className="van-card__stop">
              <Link
                href={jobPath(stop.job_id, 'overview')}
              >{`${stop.job_number} ${stop.customer_name}`}</Link>
              <span>{`${stop.postcode} · ${windowText(stop)}`}</span>
              <span className={stop.eta_is_guess ? 'van-card__eta van-card__eta--guess' : 'van-card__eta'}>
                {stop.arrived ? 'Arrived' : etaText(stop, position, now)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
