import { describe, expect, it } from 'vitest';
import type { RiskAnswer } from '@domain/risk-assessment/risk-assessment';
import {
  buildDraUpdate,
  customerNotIn,
  emptyRiskAnswers,
  riskAnswerOf,
  riskAssessmentComplete,
  riskFieldRules,
  riskQuestions,
  riskStepComplete,
  riskSteps,
} from '@domain/risk-assessment/risk-assessment-form';
import type { RiskQuestionId } from '@domain/risk-assessment/risk-assessment-form';
import { makeJob } from '../support/job-fixture';

type Change = Partial<Pick<RiskAnswer, 'isTrue' | 'details'>>;

/** Answers built from the empty set with the given changes. */
function answers(changes: Partial<Record<RiskQuestionId, Change>> = {}): RiskAnswer[] {
  return emptyRiskAnswers().map((a) => ({ ...a, ...changes[a.questionId as RiskQuestionId] }));
}

/** Every question answered the safe way (no follow-ups). */
const safe = {
  q1: { isTrue: true },
  q2: { isTrue: false },
  q3: { isTrue: true },
  q4: { isTrue: true },
  q5: { isTrue: true },
} satisfies Partial<Record<RiskQuestionId, Change>>;

const hidden = { commentShown: false, commentRequired: false, photoShown: false, photoRequired: false };
const commentAndPhoto = { commentShown: true, commentRequired: true, photoShown: true, photoRequired: true };
const requiredComment = {
  commentShown: true,
  commentRequired: true,
  photoShown: false,
  photoRequired: false,
};
const optionalComment = {
  commentShown: true,
  commentRequired: false,
  photoShown: false,
  photoRequired: false,
};

describe('riskQuestions and riskSteps (product rules 2.10 and 4.9: five steps, one page each)', () => {
  it('has q1 … q6 with short texts, q1 asking whether the customer is in', () => {
    expect(riskQuestions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6']);
    expect(riskQuestions[0]?.text).toBe('Is the customer in?');
    expect(riskQuestions[5]).toMatchObject({ id: 'q6', text: 'Any other comments?', kind: 'comment' });
    expect(riskQuestions.slice(0, 5).every((q) => q.kind === 'yesNo')).toBe(true);
    expect(riskQuestions.every((q) => q.text.length > 0 && q.text.length <= 100)).toBe(true);
  });

  it('puts q1 … q4 on steps 1 … 4 and q5 with q6 on step 5', () => {
    expect(riskSteps.map((s) => [s.step, s.questions.map((q) => q.id)])).toEqual([
      [1, ['q1']],
      [2, ['q2']],
      [3, ['q3']],
      [4, ['q4']],
      [5, ['q5', 'q6']],
    ]);
  });

  it('starts with every answer open (isTrue null, no details)', () => {
    expect(emptyRiskAnswers()).toEqual(
      ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'].map((questionId) => ({ questionId, isTrue: null, details: '' })),
    );
    expect(riskAnswerOf(emptyRiskAnswers(), 'q7')).toBeNull();
  });
});

describe('riskFieldRules (product rule 4.9: the follow-ups)', () => {
  it('shows only the always-shown q6 comment before any answer', () => {
    expect(riskFieldRules(answers())).toEqual({
      q1: hidden,
      q2: hidden,
      q3: hidden,
      q4: hidden,
      q5: hidden,
      q6: optionalComment,
    });
  });

  it('q2 yes → required comment and photo; q2 no → nothing', () => {
    expect(riskFieldRules(answers({ q2: { isTrue: true } })).q2).toEqual(commentAndPhoto);
    expect(riskFieldRules(answers({ q2: { isTrue: false } })).q2).toEqual(hidden);
  });

  it('q3 no → required comment and photo; q3 yes → nothing', () => {
    expect(riskFieldRules(answers({ q3: { isTrue: false } })).q3).toEqual(commentAndPhoto);
    expect(riskFieldRules(answers({ q3: { isTrue: true } })).q3).toEqual(hidden);
  });

  it('q4 no and q5 no → required comments without photos', () => {
    const rules = riskFieldRules(answers({ q4: { isTrue: false }, q5: { isTrue: false } }));
    expect(rules.q4).toEqual(requiredComment);
    expect(rules.q5).toEqual(requiredComment);
    expect(riskFieldRules(answers({ q4: { isTrue: true }, q5: { isTrue: true } })).q4).toEqual(hidden);
  });

  it('q1 never has a follow-up; q6 is never required', () => {
    for (const isTrue of [true, false, null]) {
      const rules = riskFieldRules(answers({ q1: { isTrue }, q6: { isTrue } }));
      expect(rules.q1).toEqual(hidden);
      expect(rules.q6).toEqual(optionalComment);
    }
  });
});

describe('customerNotIn', () => {
  it('is true only when q1 is answered no', () => {
    expect(customerNotIn(answers({ q1: { isTrue: false } }))).toBe(true);
    expect(customerNotIn(answers({ q1: { isTrue: true } }))).toBe(false);
    expect(customerNotIn(answers())).toBe(false);
    expect(customerNotIn([])).toBe(false);
  });
});

describe('riskStepComplete (product rule 5.1: every visible required field filled)', () => {
  it('needs the yes/no answer of each step', () => {
    for (const step of [1, 2, 3, 4, 5]) expect(riskStepComplete(step, answers(), {})).toBe(false);
    for (const step of [1, 2, 3, 4, 5]) expect(riskStepComplete(step, answers(safe), {})).toBe(true);
  });

  it('completes step 1 with a "no" too (the screen then goes to the failed screen)', () => {
    expect(riskStepComplete(1, answers({ q1: { isTrue: false } }), {})).toBe(true);
  });

  it('step 2: q2 yes needs a comment and a photo', () => {
    const yes = { isTrue: true };
    expect(riskStepComplete(2, answers({ q2: yes }), {})).toBe(false);
    expect(riskStepComplete(2, answers({ q2: { ...yes, details: 'Large dog' } }), {})).toBe(false);
    expect(riskStepComplete(2, answers({ q2: { ...yes, details: 'Large dog' } }), { q2: 0 })).toBe(false);
    expect(riskStepComplete(2, answers({ q2: yes }), { q2: 1 })).toBe(false);
    expect(riskStepComplete(2, answers({ q2: { ...yes, details: '   ' } }), { q2: 1 })).toBe(false);
    expect(riskStepComplete(2, answers({ q2: { ...yes, details: 'Large dog' } }), { q2: 1 })).toBe(true);
    expect(riskStepComplete(2, answers({ q2: { ...yes, details: 'Large dog' } }), { q3: 1 })).toBe(false);
  });

  it('step 3: q3 no needs a comment and a photo', () => {
    const no = { isTrue: false };
    expect(riskStepComplete(3, answers({ q3: no }), {})).toBe(false);
    expect(riskStepComplete(3, answers({ q3: { ...no, details: 'No parking' } }), {})).toBe(false);
    expect(riskStepComplete(3, answers({ q3: { ...no, details: 'No parking' } }), { q3: 2 })).toBe(true);
  });

  it('step 4: q4 no needs a comment', () => {
    expect(riskStepComplete(4, answers({ q4: { isTrue: false } }), {})).toBe(false);
    expect(riskStepComplete(4, answers({ q4: { isTrue: false, details: 'Two-man lift' } }), {})).toBe(true);
  });

  it('step 5: q5 answered (no needs a comment); the q6 comment is optional', () => {
    expect(riskStepComplete(5, answers({ q6: { details: 'All fine' } }), {})).toBe(false);
    expect(riskStepComplete(5, answers({ q5: { isTrue: false } }), {})).toBe(false);
    expect(riskStepComplete(5, answers({ q5: { isTrue: false, details: 'Narrow hall' } }), {})).toBe(true);
    expect(riskStepComplete(5, answers({ q5: { isTrue: true } }), {})).toBe(true);
  });

  it('is false for a step that does not exist or with missing answers', () => {
    expect(riskStepComplete(0, answers(safe), {})).toBe(false);
    expect(riskStepComplete(6, answers(safe), {})).toBe(false);
    expect(riskStepComplete(1, [], {})).toBe(false);
  });
});

describe('riskAssessmentComplete', () => {
  it('is true only when all five steps are complete', () => {
    expect(riskAssessmentComplete(answers(safe), {})).toBe(true);
    expect(riskAssessmentComplete(answers({ ...safe, q2: { isTrue: true } }), {})).toBe(false);
    expect(riskAssessmentComplete(answers({ ...safe, q5: { isTrue: null } }), {})).toBe(false);
  });
});

describe('buildDraUpdate (product rules 3.8 and 7.2: the risk assessment update)', () => {
  const job = makeJob({
    delivery_job: { order_number: 'SO2026112101', retailer_id: 'R1', account_balance: 0 },
  });
  const login = { userType: 'Driver', firstName: 'Dan', lastName: 'Driver' };
  const now = new Date(2026, 10, 21, 8, 30, 0);

  it('has orderReference, lowercase user_type, names, timestamp and q1 … q6 with their image URLs', () => {
    const given = answers({
      q1: { isTrue: true },
      q2: { isTrue: true, details: 'Large dog in the garden' },
      q3: { isTrue: false, details: 'Parking on a double yellow' },
      q4: { isTrue: false, details: 'Needs a two-man lift' },
      q5: { isTrue: true },
      q6: { details: 'Gate code 1234' },
    });
    const imageUrls = { q2: ['https://media/dog'], q3: ['https://media/road', 'https://media/kerb'] };
    expect(buildDraUpdate({ job, login, answers: given, imageUrls, now })).toEqual({
      orderReference: 'SO2026112101',
      user_type: 'driver',
      firstName: 'Dan',
      lastName: 'Driver',
      timestamp: '2026-11-21T08:30:00',
      questions: [
        { questionId: 'q1', isTrue: true, details: '', imageUrls: [] },
        {
          questionId: 'q2',
          isTrue: true,
          details: 'Large dog in the garden',
          imageUrls: ['https://media/dog'],
        },
        {
          questionId: 'q3',
          isTrue: false,
          details: 'Parking on a double yellow',
          imageUrls: ['https://media/road', 'https://media/kerb'],
        },
        { questionId: 'q4', isTrue: false, details: 'Needs a two-man lift', imageUrls: [] },
        { questionId: 'q5', isTrue: true, details: '', imageUrls: [] },
        { questionId: 'q6', isTrue: null, details: 'Gate code 1234', imageUrls: [] },
      ],
    });
  });

  it('drops details and images of follow-ups that are no longer shown', () => {
    const given = answers({ ...safe, q2: { isTrue: false, details: 'typed before switching to no' } });
    const body = buildDraUpdate({ job, login, answers: given, imageUrls: { q2: ['https://media/x'] }, now });
    expect(body.questions[1]).toEqual({ questionId: 'q2', isTrue: false, details: '', imageUrls: [] });
  });

  it('cuts details to 150 characters and lowercases any user type', () => {
    const given = answers({ ...safe, q6: { details: 'z'.repeat(180) } });
    const body = buildDraUpdate({
      job,
      login: { ...login, userType: 'SubContractor' },
      answers: given,
      imageUrls: {},
      now,
    });
    expect(body.questions[5]?.details).toBe('z'.repeat(150));
    expect(body.user_type).toBe('subcontractor');
  });

  it('sends every question even when answers are missing', () => {
    const body = buildDraUpdate({ job, login, answers: [], imageUrls: {}, now });
    expect(body.questions.map((q) => [q.questionId, q.isTrue])).toEqual([
      ['q1', null],
      ['q2', null],
      ['q3', null],
      ['q4', null],
      ['q5', null],
      ['q6', null],
    ]);
  });
});
