/** The frame every account form shares: title, intro, the fields, the failure, the submit button and the help links. */
import type { ReactNode } from 'react';
import { FormFailure } from '../../components/form-failure';
import type { AccountFormState } from './use-account-form';

interface AccountFormPanelProps {
  title: string;
  /** A line under the title, when the form needs one. */
  intro?: string;
  form: Pick<AccountFormState<never>, 'onSubmit' | 'submitting' | 'failure'>;
  /** The submit button's label, and its label while the gateway is asked. */
  submitLabel: string;
  busyLabel: string;
  /** The form's fields. */
  children: ReactNode;
  /** The links under the form ("Back to login" …). */
  links: ReactNode;
}

/** A narrow panel holding one account form; the fields are disabled while it is sent. */
export function AccountFormPanel({
  title,
  intro,
  form,
  submitLabel,
  busyLabel,
  children,
  links,
}: AccountFormPanelProps) {
  return (
    <div className="panel panel--narrow">
      <h1 className="panel__title">{title}</h1>
      {intro !== undefined && <p className="account-intro">{intro}</p>}
      <form className="login-form" noValidate onSubmit={form.onSubmit} aria-busy={form.submitting}>
        <fieldset className="login-form__fields" disabled={form.submitting}>
          {children}
        </fieldset>
        <FormFailure message={form.failure} />
        <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
          {form.submitting ? busyLabel : submitLabel}
        </button>
      </form>
      <nav className="login-links" aria-label="Account help">
        {links}
      </nav>
    </div>
  );
}
