/**
 * Unsent work older than a day, per user, on the login screen,
 * asked of the engine when the screen opens (it answers while nobody is
 * logged in), so a driver sees their work is still here and goes only when
 * they log in on this phone.
 */
import { useEffect, useState } from 'react';
import type { StaleWork } from '../../engine';
import { engine } from '../../engine';
import { NoticeBox } from '../../components/notice-box';
import { staleWorkLine } from './stale-work-text';

/** The notice, or nothing when no one's work is older than a day. */
export function StaleWorkNotice() {
  const [stale, setStale] = useState<StaleWork[]>([]);
  useEffect(() => {
    let current = true;
    engine
      .staleWork()
      .then((work) => {
        if (current) setStale(work);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, []);
  return <StaleWorkList stale={stale} />;
}

/** The users' lines under a heading; nothing when the list is empty. */
export function StaleWorkList({ stale }: { stale: readonly StaleWork[] }) {
  if (stale.length === 0) return null;
  return (
    <NoticeBox title="Work not sent from this phone" tone="warning">
      <ul className="notice-box__list">
        {stale.map((work) => (
          <li key={work.owner}>{staleWorkLine(work)}</li>
        ))}
      </ul>
    </NoticeBox>
  );
}
