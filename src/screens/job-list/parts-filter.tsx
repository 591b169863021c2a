/** The switch between all of today's jobs and "Today's Calls Needing Parts". */

interface PartsFilterProps {
  partsOnly: boolean;
  partsCount: number;
  onChange: (partsOnly: boolean) => void;
}

/** Two pressed-state buttons: All jobs | Parts (n), named "Needs Parts (n)" (short enough to share a row). */
export function PartsFilter({ partsOnly, partsCount, onChange }: PartsFilterProps) {
  return (
    <div className="segmented" role="group" aria-label="Show">
      <button
        type="button"
        className="segmented__option"
        aria-pressed={!partsOnly}
        onClick={() => onChange(false)}
      >
        All jobs
      </button>
      <button
        type="button"
        className="segmented__option"
        aria-pressed={partsOnly}
        onClick={() => onChange(true)}
      >
        <span className="visually-hidden">Needs </span>Parts ({partsCount})
      </button>
    </div>
  );
}
