/** The risk assessment answers the engine tests give: every question answered, some with details. */
import type { RiskAnswer } from '@domain/risk-assessment/risk-assessment';
import { emptyRiskAnswers } from '@domain/risk-assessment/risk-assessment-form';

const given: Record<string, Partial<RiskAnswer>> = {
  q1: { isTrue: true },
  q2: { isTrue: true, details: 'Dog in the garden' },
  q3: { isTrue: false, details: 'Parked two streets away' },
  q4: { isTrue: true },
  q5: { isTrue: true },
  q6: { details: 'All fine otherwise' },
};

/** A whole set of answers, as a driver gives them. */
export function answeredRisks(): RiskAnswer[] {
  return emptyRiskAnswers().map((answer) => ({ ...answer, ...given[answer.questionId] }));
}
