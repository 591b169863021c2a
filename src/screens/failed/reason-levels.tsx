/** The failure reason chosen level by level (up to 3): each level's radios appear once its parent is chosen. */
import type { Ref } from 'react';
import { ChoiceGroup } from '../../components/choice-group';
import type { ReasonOption } from '@domain/reasons/reason-code';

interface ReasonLevelsProps {
  tree: readonly ReasonOption[];
  /** The chosen options, level by level. */
  path: readonly ReasonOption[];
  onChange: (ids: number[]) => void;
  /** The level (0-based) whose choice is missing after a failed check, or null. */
  invalidLevel: number | null;
  /** The first radio of the invalid level, for focus. */
  invalidRef: Ref<HTMLInputElement>;
  /** The first level's legend ('Reason' by default). */
  legend?: string;
}

/** Level 1 "Reason", then "Reason for {parent}" while the chosen reason has sub-reasons. */
export function ReasonLevels({
  tree,
  path,
  onChange,
  invalidLevel,
  invalidRef,
  legend = 'Reason',
}: ReasonLevelsProps) {
  const levels: { options: readonly ReasonOption[]; parent: ReasonOption | null }[] = [
    { options: tree, parent: null },
  ];
  for (const chosen of path) {
    if (chosen.options.length > 0) levels.push({ options: chosen.options, parent: chosen });
  }
  const choose = (level: number, id: number) =>
    onChange([...path.slice(0, level).map((option) => option.id), id]);

  return (
    <>
      {levels.map(({ options, parent }, level) => (
        <div key={parent?.id ?? 'top'} className="job-form__section">
          <ChoiceGroup
            legend={parent === null ? legend : `Reason for ${parent.label}`}
            options={options.map((option) => ({ value: option.id, label: option.label }))}
            value={path[level]?.id ?? null}
            onChange={(id) => choose(level, id)}
            required
            invalid={invalidLevel === level}
            firstInputRef={invalidLevel === level ? invalidRef : undefined}
          />
        </div>
      ))}
    </>
  );
}
