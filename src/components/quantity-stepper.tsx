/**
 * How many of an item the customer keeps (or the van takes), from 0 to the
 * planned quantity: "Delivered 1 of 1" with one-fewer and one-more buttons
 * (48 px targets); the count is announced as it changes.
 */
import { useId } from 'react';
import { quantityText } from '@domain/completion/delivery-issue';
import '../styles/quantity-stepper.css';

interface QuantityStepperProps {
  /** The item's name as the buttons say it, e.g. 'Harlow 3 seater sofa'. */
  item: string;
  quantity: number;
  planned: number;
  /** 'Delivered' or 'Collected'. */
  verb: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** A quantity within 0 … planned, changed one at a time. */
export function QuantityStepper({ item, quantity, planned, verb, onChange, disabled }: QuantityStepperProps) {
  const id = useId();
  return (
    <div className="quantity-stepper" role="group" aria-labelledby={id}>
      <p id={id} className="quantity-stepper__text" aria-live="polite">
        {quantityText(verb, quantity, planned)}
      </p>
      <button
        type="button"
        className="button quantity-stepper__button"
        aria-label={`One fewer ${item} ${verb.toLowerCase()}`}
        disabled={disabled === true || quantity <= 0}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <button
        type="button"
        className="button quantity-stepper__button"
        aria-label={`One more ${item} ${verb.toLowerCase()}`}
        disabled={disabled === true || quantity >= planned}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
