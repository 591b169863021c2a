/** What a tab that asks the engine for its content shows until the answer is there: "Loading...", or why it failed. */
import { messages } from '@domain/app/messages';

/** The refusal of an answer, or null while it is on its way. */
export type AnswerNotReadyState = { ok: false; message: string } | null;

/** "Loading..." as a status while the answer is on its way; the refusal's words as an alert once it failed. */
export function AnswerNotReady({ answer }: { answer: AnswerNotReadyState }) {
  if (answer === null) {
    return (
      <p className="page-message" role="status">
        {messages.loading}
      </p>
    );
  }
  return (
    <p className="form-error" role="alert">
      {answer.message}
    </p>
  );
}
