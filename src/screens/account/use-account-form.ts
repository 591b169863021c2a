/**
 * One account form's state: values, the fields' messages (shown from the first
 * submit on, then kept up to date as the user types; never on blur, so the
 * layout does not move under a tap on the submit button), messages from the
 * gateway per field, and the submission itself. Rules: domain/accounts/account-rules.ts.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { accountFieldLabels } from '@domain/accounts/account-rules';
import type { AccountField, FormCheck } from '@domain/accounts/account-rules';
import { messages } from '@domain/app/messages';
import type { AccountResult } from '../../engine';

/** What a form is made of. */
export interface AccountFormSpec<Field extends AccountField, Request, Answer> {
  /** Prefix of the input ids (`${idPrefix}-${field}`). */
  idPrefix: string;
  /** Every field in screen order, with its starting value. */
  initial: Record<Field, string>;
  check: (values: Record<Field, string>) => FormCheck<Request, Field>;
  send: (request: Request) => Promise<AccountResult<Answer>>;
  onDone: (answer: Answer, request: Request) => void;
}

/** The props that tie an AccountField to the form. */
export interface BoundField {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
}

/** The form's state and handlers for the screen to render. */
export interface AccountFormState<Field extends AccountField> {
  values: Record<Field, string>;
  submitting: boolean;
  /** A failure not about one field (server down, unknown error). */
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Label, value, message and change handler of one field, for AccountField. */
  bind: (field: Field) => BoundField;
}

/** State of one account form. */
export function useAccountForm<Field extends AccountField, Request, Answer>(
  spec: AccountFormSpec<Field, Request, Answer>,
): AccountFormState<Field> {
  const { idPrefix, initial, check, send, onDone } = spec;
  const fields = Object.keys(initial) as Field[];
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Focus moves once the render that shows the message (and re-enables the fields) is committed.
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);
  useEffect(() => {
    if (focusRequest !== null) document.getElementById(`${idPrefix}-${focusRequest.field}`)?.focus();
  }, [focusRequest, idPrefix]);

  const checked = check(values);
  const idOf = (field: Field) => `${idPrefix}-${field}`;
  const isField = (name: string | undefined): name is Field => fields.some((field) => field === name);

  const submit = async () => {
    setAttempted(true);
    setFailure(null);
    if (!checked.ok) {
      const first = fields.find((field) => checked.problems[field] !== undefined);
      if (first) setFocusRequest({ field: first });
      return;
    }
    setSubmitting(true);
    try {
      const result = await send(checked.request);
      if (result.ok) {
        onDone(result.value, checked.request);
      } else if (isField(result.field)) {
        const field = result.field;
        setServerProblems((current) => ({ ...current, [field]: result.message }));
        setFocusRequest({ field });
      } else {
        setFailure(result.message);
      }
    } catch (error) {
      console.error(error);
      setFailure(messages.somethingWentWrong);
    } finally {
      setSubmitting(false);
    }
  };

  const errorOf = (field: Field) =>
    serverProblems[field] ?? (attempted && !checked.ok ? checked.problems[field] : undefined);
  const setValue = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerProblems((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  return {
    values,
    bind: (field) => ({
      id: idOf(field),
      label: accountFieldLabels[field],
      value: values[field],
      error: errorOf(field),
      onValue: setValue(field),
    }),
    submitting,
    failure,
    onSubmit: (event) => {
      event.preventDefault();
      if (!submitting) void submit();
    },
  };
}
