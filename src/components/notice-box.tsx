/**
 * A titled box of notices in the page's flow: what the office changed on a job
 * (info), what waits for the driver (warning). A region named by its title.
 */
import { useId, type ReactNode } from 'react';

interface NoticeBoxProps {
  title: string;
  tone?: 'info' | 'warning';
  children: ReactNode;
}

/** The box with its title as a level-2 heading. */
export function NoticeBox({ title, tone = 'info', children }: NoticeBoxProps) {
  const titleId = useId();
  return (
    <section className={`notice-box notice-box--${tone}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="notice-box__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
