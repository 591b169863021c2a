/**
 * /today (product rule 2.22), admins only: every van of the branch today, live. The screen watches the
 * board while it is shown (the engine streams it, or polls where streaming is blocked) and re-renders every
 * 30 s so the ages tick between boards. On the desk a job opened from it shows beside it: the board stays mounted
 * (and watching), and its headings step down a level under the open job's.
 */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { ADMIN_LIST_PATH, RETAIL_LOG_PATH } from '@domain/accounts/routes';
import { feedText } from '@domain/office/board-words';
import { formatDisplayDate, formatTimeOfDay } from '@domain/time/dates';
import { useListTitleLevel } from '../../components/list-beside-detail';
import { engine } from '../../engine';
import { useSnapshotField } from '../../state/snapshot-slices';
import { NeedsOfficeList } from './needs-office-list';
import { useClock } from './use-clock';
import { VanCard } from './van-card';
import '../../styles/today.css';

function report(error: unknown): void {
  console.error(error);
}

/** The office's board of today. */
export default function TodayScreen() {
  const shown = useSnapshotField('todayBoard');
  const now = useClock();
  const Title = useListTitleLevel();
  const sectionLevel = Title === 'h1' ? 'h2' : 'h3';
  useEffect(() => {
    engine.watchTodayBoard().catch(report);
    return () => {
      engine.unwatchTodayBoard().catch(report);
    };
  }, []);
  const board = shown?.board ?? null;
  const feed = shown?.feed ?? 'connecting';
  return (
    <div className="today">
      <header className="today__header">
        <Title className="today__title">{board ? `Today: ${formatDisplayDate(board.date)}` : 'Today'}</Title>
        <p className={`today__feed today__feed--${feed}`} role="status">
          {feedText(feed, shown?.receivedAt ?? null, formatTimeOfDay)}
        </p>
        <Link className="button" href={ADMIN_LIST_PATH}>
          Incomplete jobs
        </Link>
        <Link className="button" href={RETAIL_LOG_PATH}>
          Retail log
        </Link>
      </header>
      {shown?.problem && (
        <p className="today__problem" role="alert">
          {shown.problem}
        </p>
      )}
      {board === null ? (
        <p className="page-message">{feed === 'offline' ? 'The board needs a connection.' : 'Loading...'}</p>
      ) : (
        <>
          {board.vans.length === 0 ? (
            <p className="page-message">No vans today.</p>
          ) : (
            <div className="today__vans">
              {board.vans.map((van) => (
                <VanCard key={van.manifest_id} van={van} now={now} headingLevel={sectionLevel} />
              ))}
            </div>
          )}
          <NeedsOfficeList items={board.needs_office} headingLevel={sectionLevel} />
        </>
      )}
    </div>
  );
}
