/** The update banner (product rule 2.19): shown while a new version waits, with the Update button that takes it. */
import { useState } from 'react';
import { Banner } from '../components/banner';
import { messages } from '@domain/app/messages';
import { useUpdateOffer } from './update-offer';

/** "A new version…" with Update; nothing while no version waits. */
export function UpdateBanner() {
  const apply = useUpdateOffer();
  const [updating, setUpdating] = useState(false);
  if (apply === null) return null;
  return (
    <Banner tone="info">
      <span className="banner__text">{messages.updateAvailable}</span>
      <button
        type="button"
        className="button button--primary banner__action"
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          apply();
        }}
      >
        {messages.update}
      </button>
    </Banner>
  );
}
