import { describe, expect, it } from 'vitest';
import { riskAssessmentSchema } from '@domain/risk-assessment/risk-assessment';
import { buildDraUpdate, emptyRiskAnswers } from '@domain/risk-assessment/risk-assessment-form';
import { checkWire } from '@domain/gateway/wire-checks';
import { makeJob } from '../support/job-fixture';

const assessment = buildDraUpdate({
  job: makeJob(),
  login: { userType: 'Driver', firstName: 'Dan', lastName: 'Driver' },
  answers: emptyRiskAnswers(),
  imageUrls: {},
  now: new Date(2026, 10, 21, 8, 30, 0),
});
const [first] = assessment.questions;

function problem(change: Record<string, unknown>): string {
  const result = checkWire(riskAssessmentSchema, { ...assessment, ...change }, 'The risk assessment');
  return result.ok ? 'accepted' : result.message;
}

describe('the risk assessment schema', () => {
  it('accepts what the app builds', () => {
    expect(checkWire(riskAssessmentSchema, assessment, 'The risk assessment')).toEqual({
      ok: true,
      value: assessment,
    });
  });

  it('takes names and details left out as empty', () => {
    const { firstName: _first, lastName: _last, ...rest } = assessment;
    const result = checkWire(
      riskAssessmentSchema,
      { ...rest, questions: [{ questionId: 'q1', isTrue: true }] },
      'The risk assessment',
    );
    expect(result).toMatchObject({
      ok: true,
      value: { firstName: '', lastName: '', questions: [{ questionId: 'q1', isTrue: true, details: '' }] },
    });
  });

  it.each([
    ['no user_type', { user_type: undefined }, 'user_type is required'],
    ['a capital user_type', { user_type: 'Driver' }, 'user_type must be lowercase'],
    ['no order reference', { orderReference: '' }, 'orderReference is required'],
    ['a first name as a number', { firstName: 3 }, 'firstName must be text'],
    [
      'a bad timestamp',
      { timestamp: 'today' },
      'timestamp must be a real date and time written YYYY-MM-DDTHH:mm:ss',
    ],
    ['no questions', { questions: undefined }, 'questions must be an array'],
    ['seven answers', { questions: [...assessment.questions, first] }, 'questions must have at most 6 items'],
    [
      'an isTrue of "yes"',
      { questions: [{ ...first, isTrue: 'yes' }] },
      'questions[0].isTrue must be true, false or null',
    ],
    [
      'a question q7',
      { questions: [{ ...first, questionId: 'q7' }] },
      'questions[0].questionId must be "q1", "q2", "q3", "q4", "q5" or "q6"',
    ],
    [
      'details too long',
      { questions: [{ ...first, details: 'x'.repeat(151) }] },
      'questions[0].details must be at most 150 characters',
    ],
    [
      'an image as data',
      { questions: [{ ...first, imageUrls: ['data:x'] }] },
      'questions[0].imageUrls[0] must be an http or https link of at most 2000 characters',
    ],
    ['q1 answered twice', { questions: [first, first] }, 'questions[1].questionId q1 is answered twice'],
  ])('refuses %s, naming the field', (_name, change, message) => {
    expect(problem(change)).toBe(message);
  });
});
