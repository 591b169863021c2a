/** The "Go to login" button of a finished account form, handing the username to the login screen. */
import { Link } from 'wouter';
import { LOGIN_PATH } from '@domain/accounts/routes';

/** A full-width link to the login screen with the username filled in. */
export function GoToLogin({ username }: { username: string }) {
  return (
    <Link href={LOGIN_PATH} state={{ username }} className="button button--primary button--block">
      Go to login
    </Link>
  );
}
