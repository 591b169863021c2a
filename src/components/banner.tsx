/** A full-width message strip: under the header (the update banner), or over the foot of the screen. */
import type { ReactNode, Ref } from 'react';

/** warning: needs the user's attention; info: neutral news. */
export type BannerTone = 'warning' | 'info';

/**
 * inline: in the page's flow, under the header; overlay: fixed over the foot of the
 * screen, so showing it after the first paint moves nothing (no layout shift).
 */
export type BannerPlacement = 'inline' | 'overlay';

interface BannerProps {
  tone: BannerTone;
  placement?: BannerPlacement;
  /** The banner's element (an overlay's height is reserved at the foot of the page). */
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** A banner announced politely to assistive technology. */
export function Banner({ tone, placement = 'inline', ref, children }: BannerProps) {
  const className = `banner banner--${tone}${placement === 'overlay' ? ' banner--overlay' : ''}`;
  return (
    <div ref={ref} className={className} role="status">
      {children}
    </div>
  );
}
