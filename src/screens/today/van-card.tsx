/**
 * One van on the board (product rule 2.22): driver and vehicle, progress, the job in hand, the last
 * position's age and the distance to the next drop (or "Arrived"), what waits on the phone, and each
 * remaining stop with its window and ETA.
 */
import { distanceText, etaText, positionAgeText, windowText } from '@domain/office/board-words';
import { phoneBacklogText } from '@domain/office/phone-backlog-text';
import type { BoardVan } from '@domain/office/today-board';
import { BoardJobLink } from './board-job-link';

/** The van's card; its title's level follows the board's (a level under the board's title). */
export function VanCard({
  van,
  now,
  headingLevel: Heading,
}: {
  van: BoardVan;
  now: number;
  headingLevel: 'h2' | 'h3';
}) {
  const { progress, stops, position } = van;
  const next = stops[0] ?? null;
  const inHand = stops.find((stop) => stop.job_id === van.in_hand_job_id) ?? null;
  const headingId = `van-${van.manifest_id}`;
  return (
    <article className="van-card" aria-labelledby={headingId}>
      <Heading id={headingId} className="van-card__title">
        {`${van.driver_name} · ${van.vehicle_id}`}
      </Heading>
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
            <BoardJobLink jobId={van.in_hand_job_id} view="overview">
              {inHand ? `${inHand.job_number}, ${inHand.customer_name}` : van.in_hand_job_id}
            </BoardJobLink>
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
              <BoardJobLink
                jobId={stop.job_id}
                view="overview"
              >{`${stop.job_number} ${stop.customer_name}`}</BoardJobLink>
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
