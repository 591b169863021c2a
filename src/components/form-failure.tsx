/** A form-wide failure (server unreachable, unexpected answer), announced when it appears. */

/** A form's error box, or nothing. */
export function FormFailure({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
