/** A full-width message strip: under the header (the update banner), or at the foot of the screen. */
import type { ReactNode } from 'react';

/** warning: needs the user's attention; info: neutral news. */
export type BannerTone = 'warning' | 'info';

/** A banner announced politely to assistive technology. */
export function Banner({ tone, children }: { tone: BannerTone; children: ReactNode }) {
  return (
    <div className={`banner banner--${tone}`} role="status">
      {children}
    </div>
  );
}
