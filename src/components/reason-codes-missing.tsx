/**
 * Said when the phone has none of a retailer's reason codes and could not
 * download them: the message in words, with Try again, instead of a screen
 * with nothing to choose and no button.
 */
import { reasonCodesMissingMessage } from '@domain/reasons/missing-reasons-message';

/** The message and Try again; `use` says what the reasons are for ("fail this job"). */
export function ReasonCodesMissing({ use, onRetry }: { use: string; onRetry: () => void }) {
  return (
    <div className="reason-codes-missing">
      <p className="form-error" role="alert">
        {reasonCodesMissingMessage(use)}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
