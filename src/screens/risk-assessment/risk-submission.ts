/** What the risk assessment screen hands the engine: answers without hidden follow-ups, photos by question. */
import type { PhotoInput, RiskAssessmentInput } from '../../engine';
import type { RiskAnswer } from '@domain/risk-assessment/risk-assessment';
import { riskFieldRules, riskQuestions } from '@domain/risk-assessment/risk-assessment-form';

/** Chosen photo files by question id. */
export type RiskPhotos = Partial<Record<string, File[]>>;

/** Photos taken per question id (for the step checks). */
export function photoCountsOf(photos: RiskPhotos): Partial<Record<string, number>> {
  return Object.fromEntries(Object.entries(photos).map(([id, files]) => [id, files?.length ?? 0]));
}

/** The engine's input: comments only where shown, photos only where shown. */
export function riskSubmission(
  jobId: string,
  answers: readonly RiskAnswer[],
  photos: RiskPhotos,
): RiskAssessmentInput {
  const rules = riskFieldRules(answers);
  const submitted: RiskAssessmentInput = { jobId, answers: [], photos: {} };
  for (const question of riskQuestions) {
    const answer = answers.find((a) => a.questionId === question.id);
    const rule = rules[question.id];
    const commentShown = question.kind === 'comment' || rule.commentShown;
    submitted.answers.push({
      questionId: question.id,
      isTrue: answer?.isTrue ?? null,
      details: commentShown ? (answer?.details ?? '').trim() : '',
    });
    const files = photos[question.id] ?? [];
    if (rule.photoShown && files.length > 0) {
      submitted.photos[question.id] = files.map((file): PhotoInput => ({ file, name: file.name }));
    }
  }
  return submitted;
}
