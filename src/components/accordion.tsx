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
}

/** One accordion section; the panel is hidden (not rendered) while collapsed. */
export function Accordion({ title, detail, expanded, onToggle, children }: AccordionProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <section className="accordion">
      <h2 className="accordion__heading">
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
      </h2>
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
