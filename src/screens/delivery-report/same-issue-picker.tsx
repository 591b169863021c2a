/** "Apply same issue to": tick other items, then copy this item's issue to them. */
import { useId, useState } from 'react';
import type { Product } from '@domain/job/job';
import { productKey } from '@domain/job/product-by-id';

interface SameIssuePickerProps {
  source: Product;
  candidates: readonly Product[];
  onApply: (targetIds: Product['id'][]) => void;
}

/** Checkboxes of the other items and an Apply button (enabled once one is ticked). */
export function SameIssuePicker({ source, candidates, onApply }: SameIssuePickerProps) {
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const apply = () => {
    onApply(candidates.filter((product) => chosen.has(productKey(product.id))).map((product) => product.id));
    setChosen(new Set());
  };

  return (
    <fieldset className="same-issue">
      <legend className="choice-group__legend">
        Apply same issue to<span className="visually-hidden"> (from {source.description})</span>
      </legend>
      <div className="same-issue__options">
        {candidates.map((product) => {
          const key = productKey(product.id);
          return (
            <label key={key} className="check" htmlFor={`${id}-${key}`}>
              <input
                id={`${id}-${key}`}
                type="checkbox"
                checked={chosen.has(key)}
                onChange={() => toggle(key)}
              />
              {product.description}
            </label>
          );
        })}
      </div>
      <button type="button" className="button" disabled={chosen.size === 0} onClick={apply}>
        Apply same issue
      </button>
    </fieldset>
  );
}
