/**
 * Product rules 4.9 and 5.1: the dynamic risk assessment: the questions on their five steps, the
 * conditional follow-ups, step completeness and the DRA update request.
 */
import type { DraQuestion, DraUpdateRequest } from '../gateway/api-shapes';
import { RISK_STEPS, TEXT_MAX_CHARS } from '../app/constants';
import { formatTimestamp } from '../time/dates';
import type { DateInput } from '../time/dates';
import type { Job } from '../job/job';
import type { LoginStatus } from '../accounts/login-status';
import type { RiskAnswer, RiskAnswerWire, RiskAssessmentWire, RiskQuestionId } from './risk-assessment';

export type { RiskQuestionId } from './risk-assessment';
import { limitText } from '../app/text-limit';

/** A question: yes/no (with follow-ups) or a comment only. */
export interface RiskQuestion {
  id: RiskQuestionId;
  /** 1 … 5 */
  step: number;
  text: string;
  kind: 'yesNo' | 'comment';
}

/** q1 … q6 in order; q5 and q6 share the last step. */
export const riskQuestions: readonly RiskQuestion[] = [
  { id: 'q1', step: 1, kind: 'yesNo', text: 'Is the customer in?' },
  {
    id: 'q2',
    step: 2,
    kind: 'yesNo',
    text: 'Are there any hazards at the property, such as pets, obstructions or trip hazards?',
  },
  { id: 'q3', step: 3, kind: 'yesNo', text: 'Is there safe access and parking at the property?' },
  {
    id: 'q4',
    step: 4,
    kind: 'yesNo',
    text: 'Can the items be lifted and carried safely with the crew and equipment you have?',
  },
  {
    id: 'q5',
    step: 5,
    kind: 'yesNo',
    text: 'Is the route into the property clear and wide enough for the items?',
  },
  { id: 'q6', step: 5, kind: 'comment', text: 'Any other comments?' },
];

/** The five steps (one page each) with their questions. */
export const riskSteps: readonly { step: number; questions: readonly RiskQuestion[] }[] = Array.from(
  { length: RISK_STEPS },
  (_, i) => ({ step: i + 1, questions: riskQuestions.filter((q) => q.step === i + 1) }),
);

/** What a question shows and requires besides its yes/no answer. */
export interface RiskFieldRule {
  commentShown: boolean;
  commentRequired: boolean;
  photoShown: boolean;
  photoRequired: boolean;
}

/** Answers by question id (the UI and engine hold RiskAnswer[]). */
export type RiskAnswers = readonly RiskAnswer[];

/** Photos taken per question id. */
export type RiskPhotoCounts = Partial<Record<string, number>>;

/** q1 … q6 unanswered: isTrue null, no details. */
export function emptyRiskAnswers(): RiskAnswer[] {
  return riskQuestions.map((q) => ({ questionId: q.id, isTrue: null, details: '' }));
}

/** The answer to a question, or null when there is none. */
export function riskAnswerOf(answers: RiskAnswers, id: string): RiskAnswer | null {
  return answers.find((a) => a.questionId === id) ?? null;
}

function isTrueOf(answers: RiskAnswers, id: RiskQuestionId): boolean | null {
  return riskAnswerOf(answers, id)?.isTrue ?? null;
}

const hidden: RiskFieldRule = {
  commentShown: false,
  commentRequired: false,
  photoShown: false,
  photoRequired: false,
};
const commentAndPhoto: RiskFieldRule = {
  commentShown: true,
  commentRequired: true,
  photoShown: true,
  photoRequired: true,
};
const requiredComment: RiskFieldRule = { ...hidden, commentShown: true, commentRequired: true };
const optionalComment: RiskFieldRule = { ...hidden, commentShown: true };

/**
 * The follow-ups: q2 yes → required comment and photo; q3 no → required comment
 * and photo; q4 no, q5 no → required comment; q6 → comment always shown, optional.
 */
export function riskFieldRules(answers: RiskAnswers): Record<RiskQuestionId, RiskFieldRule> {
  return {
    q1: hidden,
    q2: isTrueOf(answers, 'q2') === true ? commentAndPhoto : hidden,
    q3: isTrueOf(answers, 'q3') === false ? commentAndPhoto : hidden,
    q4: isTrueOf(answers, 'q4') === false ? requiredComment : hidden,
    q5: isTrueOf(answers, 'q5') === false ? requiredComment : hidden,
    q6: optionalComment,
  };
}

/** True when every visible required field of the step is filled (yes/no answered, comment, photo). */
export function riskStepComplete(step: number, answers: RiskAnswers, photoCounts: RiskPhotoCounts): boolean {
  const rules = riskFieldRules(answers);
  const questions = riskQuestions.filter((q) => q.step === step);
  if (questions.length === 0) return false;
  return questions.every((q) => {
    const answer = riskAnswerOf(answers, q.id);
    const rule = rules[q.id];
    if (q.kind === 'yesNo' && (answer?.isTrue ?? null) === null) return false;
    if (rule.commentRequired && (answer?.details ?? '').trim() === '') return false;
    return !rule.photoRequired || (photoCounts[q.id] ?? 0) > 0;
  });
}

/** True when all five steps are complete (Submit). */
export function riskAssessmentComplete(answers: RiskAnswers, photoCounts: RiskPhotoCounts): boolean {
  return riskSteps.every(({ step }) => riskStepComplete(step, answers, photoCounts));
}

/** q1 answered "no": the customer is not in (the driver goes to the failed screen). */
export function customerNotIn(answers: RiskAnswers): boolean {
  return isTrueOf(answers, 'q1') === false;
}

/** What the DRA update request is built from. */
export interface DraUpdateInput {
  job: Pick<Job, 'delivery_job'>;
  login: Pick<LoginStatus, 'userType' | 'firstName' | 'lastName'>;
  answers: RiskAnswers;
  /** Uploaded image links per question id. */
  imageUrls: Partial<Record<string, readonly string[]>>;
  now: DateInput;
}

/**
 * The DRA update call's body: orderReference (the order number), user_type in
 * lowercase, names, timestamp, and q1 … q6 with isTrue, details (only where a
 * comment shows, cut to 150) and imageUrls (only where a photo shows).
 */
export function buildDraUpdate(input: DraUpdateInput): DraUpdateRequest {
  const rules = riskFieldRules(input.answers);
  const questions = riskQuestions.map((q) => {
    const answer = riskAnswerOf(input.answers, q.id);
    const rule = rules[q.id];
    return {
      questionId: q.id,
      isTrue: answer?.isTrue ?? null,
      details: rule.commentShown ? limitText(answer?.details ?? '', TEXT_MAX_CHARS) : '',
      imageUrls: rule.photoShown ? [...(input.imageUrls[q.id] ?? [])] : [],
    } satisfies DraQuestion & RiskAnswerWire;
  });
  return {
    orderReference: input.job.delivery_job.order_number,
    user_type: input.login.userType.toLowerCase(),
    firstName: input.login.firstName,
    lastName: input.login.lastName,
    timestamp: formatTimestamp(input.now),
    questions,
  } satisfies RiskAssessmentWire;
}
