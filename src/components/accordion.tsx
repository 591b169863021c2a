/** A disclosure section: a heading button with aria-expanded that shows or hides its panel. */
import { useId, type ReactNode } from 'react';

interface AccordionProps {
  /** Main line of the heading button. */
  title: ReactNode;
  /** Secondary line under the title. */
  detail?: ReactNode;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** The heading's level: 2 (default) for a screen's sections, 3 under a screen's own h2 title. */
  level?: 2 | 3;
}

/** One accordion section; the panel is hidden (not rendered) while collapsed. */
export function Accordion({ title, detail, expanded, onToggle, children, level = 2 }: AccordionProps) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <section className="accordion">
      <Heading className="accordion__heading">
        <button
          type="button"
          id={buttonId}
          className="accordion__button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="accordion__text">
            <span className="accordion__title">{title}</span>
            {detail !== undefined && <span className="accordion__detail">{detail}</span>}
          </span>
          <span className="accordion__chevron" aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="accordion__panel"
        hidden={!expanded}
      >
        {expanded && children}
      </div>
    </section>
  );
}
