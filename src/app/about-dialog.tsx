/**
 * The About panel, opened from the header: the app's names, version and
 * environment and this session's device flags (product rule 1.6 app info), for support
 * calls. A native modal <dialog>: focus moves in and returns on close.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { version } from '../../package.json';
import { describeStorageStatus, readStorageStatus } from '../pwa/storage-persistence';
import '../styles/about.css';
import { sessionAppInfo } from './session-app-info';

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** The About dialog, open while mounted; onClose runs once it has closed (Close or Escape), focus back on its opener. */
export default function AboutDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const info = sessionAppInfo();
  const [storage, setStorage] = useState('Checking...');

  useEffect(() => {
    let live = true;
    readStorageStatus().then(
      (status) => {
        if (live) setStorage(status === null ? 'Unavailable' : describeStorageStatus(status));
      },
      (error: unknown) => {
        console.error('Storage status not read', error);
        if (live) setStorage('Unavailable');
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
  }, []);

  const rows: [string, string][] = [
    ['App', info.longName],
    ['Short name', info.name],
    ['Version', version],
    ['Environment', info.env],
    ['Mobile', yesNo(info.isMobile)],
    ['Chrome', yesNo(info.isChrome)],
    ['iOS', yesNo(info.isIOS)],
    ['Storage', storage],
  ];

  return (
    <dialog ref={dialogRef} className="notification about" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="about__title">
        About {info.name}
      </h2>
      <dl className="about__facts">
        {rows.map(([term, value]) => (
          <div key={term} className="about__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="notification__buttons">
        <button type="button" className="button button--primary" onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
