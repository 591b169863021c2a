/**
 * An item's delivery report messages (product rule 5.5) shown in the item itself, after
 * a failed Continue, rather than at the foot of the page far from it. The
 * screen moves focus to the first item's block (FIRST_PROBLEM_SELECTOR).
 */

/** Finds the item blocks in the screen, first in page order. */
export const FIRST_PROBLEM_SELECTOR = '.report-problems';

/** The item's messages, or nothing when it has none. */
export function ItemProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="form-error report-problems" role="alert" tabIndex={-1}>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${index}-${problem}`}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
