/**
 * Product rule 3.8: the risk assessment answers as they cross the wire: one schema for both
 * sides, what risk-assessment-form.ts builds and what the gateway checks
 * (server/routes/dra-routes.ts). user_type is lowercase, the timestamp is
 * written YYYY-MM-DDTHH:mm:ss, each question is answered at most once.
 */
import * as v from 'valibot';
import { TEXT_MAX_CHARS } from '../app/constants';
import {
  anyText,
  mediaLink,
  oneOf,
  requiredText,
  strictWireObject,
  wireArray,
  wireTimestamp,
} from '../gateway/wire-checks';

/** q1 … q6. */
export const RISK_QUESTION_IDS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;

const IMAGES_PER_QUESTION_MAX = 20;

export type RiskQuestionId = (typeof RISK_QUESTION_IDS)[number];

export const riskAnswerSchema = strictWireObject({
  isTrue: v.nullable(v.boolean('must be true, false or null')),
  // read as text: the screens key answers by any question id they are given
  questionId: v.pipe(
    oneOf(RISK_QUESTION_IDS),
    v.transform((id): string => id),
  ),
  details: v.optional(anyText(TEXT_MAX_CHARS), ''),
  imageUrls: v.optional(wireArray(mediaLink(), IMAGES_PER_QUESTION_MAX)),
});

export type RiskAnswer = v.InferOutput<typeof riskAnswerSchema>;

/** An answer as the app may send it. */
export type RiskAnswerWire = v.InferInput<typeof riskAnswerSchema>;

/** Each question answered at most once: the second answer is refused where it sits. */
const onceEach = v.rawCheck<RiskAnswer[]>(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const answers = dataset.value;
  answers.forEach((answer, i) => {
    if (answers.findIndex((other) => other.questionId === answer.questionId) === i) return;
    addIssue({
      message: `${answer.questionId} is answered twice`,
      path: [
        { type: 'array', origin: 'value', input: answers, key: i, value: answer },
        { type: 'object', origin: 'value', input: answer, key: 'questionId', value: answer.questionId },
      ],
    });
  });
});

export const riskAssessmentSchema = strictWireObject({
  user_type: v.pipe(
    requiredText(50),
    v.check((text) => text === text.toLowerCase(), 'must be lowercase'),
  ),
  orderReference: requiredText(100),
  firstName: v.optional(anyText(100), ''),
  lastName: v.optional(anyText(100), ''),
  timestamp: wireTimestamp(),
  questions: v.pipe(wireArray(riskAnswerSchema, RISK_QUESTION_IDS.length), onceEach),
});

export type RiskAssessment = v.InferOutput<typeof riskAssessmentSchema>;

/** A risk assessment as the app may send it (buildDraUpdate is typed by it). */
export type RiskAssessmentWire = v.InferInput<typeof riskAssessmentSchema>;
