/** One risk assessment question: its yes/no answer and the follow-ups its answer shows (product rule 4.9). */
import { ChoiceGroup, type ChoiceOption } from '../../components/choice-group';
import { PhotoInput, type PhotosUpdate } from '../../components/photo-input';
import { TextAreaWithCounter } from '../../components/text-area-with-counter';
import type { RiskFieldRule, RiskQuestion } from '@domain/risk-assessment/risk-assessment-form';
import type { RiskAnswer } from '@domain/risk-assessment/risk-assessment';

type YesNo = 'yes' | 'no';

const yesNoOptions: readonly ChoiceOption<YesNo>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function yesNoOf(isTrue: boolean | null): YesNo | null {
  if (isTrue === null) return null;
  return isTrue ? 'yes' : 'no';
}

interface RiskQuestionFieldsProps {
  question: RiskQuestion;
  answer: RiskAnswer;
  rule: RiskFieldRule;
  photos: File[];
  onAnswer: (answer: RiskAnswer) => void;
  onPhotos: (update: PhotosUpdate) => void;
}

/** The question's radios (legend = question), then its comment and photo when shown. */
export function RiskQuestionFields({
  question,
  answer,
  rule,
  photos,
  onAnswer,
  onPhotos,
}: RiskQuestionFieldsProps) {
  const comment = question.kind === 'comment' || rule.commentShown;
  return (
    <div className="job-form__section">
      {question.kind === 'yesNo' && (
        <ChoiceGroup
          legend={question.text}
          options={yesNoOptions}
          value={yesNoOf(answer.isTrue)}
          onChange={(choice) => onAnswer({ ...answer, isTrue: choice === 'yes' })}
          inline
          required
        />
      )}
      {comment && (
        <TextAreaWithCounter
          label={question.kind === 'comment' ? question.text : 'Comment'}
          value={answer.details}
          onChange={(details) => onAnswer({ ...answer, details })}
          required={rule.commentRequired}
        />
      )}
      {rule.photoShown && (
        <PhotoInput
          label="Photo"
          photos={photos}
          onChange={onPhotos}
          multiple
          required={rule.photoRequired}
        />
      )}
    </div>
  );
}
