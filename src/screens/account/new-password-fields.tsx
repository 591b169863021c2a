/** A new password, its confirmation and the "show passwords" switch, as the register and reset forms ask for them. */
import { useState } from 'react';
import { PASSWORD_MIN_CHARS } from '@domain/accounts/account-rules';
import { AccountField } from './account-field';
import { ShowPasswords } from './show-passwords';
import type { BoundField } from './use-account-form';

/** The two password fields (hidden until shown) and their switch. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
}: {
  idPrefix: string;
  password: BoundField & { name: string };
  confirmation: BoundField & { name: string };
}) {
  const [shown, setShown] = useState(false);
  const type = shown ? 'text' : 'password';
  return (
    <>
      <AccountField
        {...password}
        type={type}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_CHARS} characters, with a letter and a digit`}
      />
      <AccountField {...confirmation} type={type} autoComplete="new-password" />
      <ShowPasswords id={`${idPrefix}-show-passwords`} shown={shown} onShown={setShown} />
    </>
  );
}
