/** A full-width message strip at the foot of the screen (app/screen-foot.tsx): the update and location banners. */
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
