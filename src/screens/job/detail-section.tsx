/** A titled block of a job tab, labelled by its heading. */
import { useId, type ReactNode } from 'react';

/** A section with an h2 title. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 id={id} className="detail-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
