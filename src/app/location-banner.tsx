/**
 * Global chrome (product rule 2.20): "Please enable location service on your device." while geolocation is
 * denied. The browser may answer the permission only after the first paint, so the banner lies at the foot of
 * the screen (screen-foot.tsx) instead of pushing the screen down (no layout shift: CLS 0).
 */
import { messages } from '@domain/app/messages';
import { Banner } from '../components/banner';

/** The location banner. */
export function LocationBanner() {
  return <Banner tone="warning">{messages.enableLocation}</Banner>;
}
