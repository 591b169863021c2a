/** A "Show passwords" switch for the password fields of an account form. */

/** Checkbox with a 48 px target. */
export function ShowPasswords({
  id,
  shown,
  onShown,
}: {
  id: string;
  shown: boolean;
  onShown: (shown: boolean) => void;
}) {
  return (
    <label className="account-toggle" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        className="account-toggle__box"
        checked={shown}
        onChange={(event) => onShown(event.currentTarget.checked)}
      />
      Show passwords
    </label>
  );
}
