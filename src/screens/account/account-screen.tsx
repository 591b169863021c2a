/** The logged-out account pages (register, reset and forgotten password): a heading and the way back to login. */
import { Link } from 'wouter';
import { LOGIN_PATH } from '../../domain/routes';

/** A logged-out page titled `title`. */
export default function AccountScreen({ title }: { title: string }) {
  return (
    <div className="panel panel--narrow">
      <h1 className="panel__title">{title}</h1>
      <p>
        <Link href={LOGIN_PATH} className="text-link">
          Back to login
        </Link>
      </p>
    </div>
  );
}
