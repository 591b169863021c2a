/**
 * "Step n of 5" with a progress bar (a <progress>, styled by class: the CSP allows no inline
 * styles); the heading takes focus when the step changes so it is announced.
 */
import type { Ref } from 'react';

/** The risk assessment's progress; the heading is focusable (tabIndex -1) for step changes. */
export function StepIndicator({
  step,
  steps,
  headingRef,
}: {
  step: number;
  steps: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="step-indicator">
      <h2 ref={headingRef} tabIndex={-1} className="step-indicator__text">
        Step {step} of {steps}
      </h2>
      <progress className="step-indicator__bar" value={step} max={steps} aria-hidden="true" />
    </div>
  );
}
