/**
 * A link from the board to a job's view. On the desk the job opens beside the board, and every link of the board
 * to the view open there is marked current, so the keyboard comes back to it when the job closes (Escape).
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { jobPath, type JobView } from '@domain/accounts/routes';

/** What the link opens, how it reads, and its look. */
interface BoardJobLinkProps {
  jobId: string;
  view: JobView;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** The link, current while its view is open. */
export function BoardJobLink({ jobId, view, children, className, 'aria-label': label }: BoardJobLinkProps) {
  const [path] = useLocation();
  const href = jobPath(jobId, view);
  return (
    <Link
      href={href}
      className={className}
      aria-label={label}
      aria-current={path === href ? 'true' : undefined}
    >
      {children}
    </Link>
  );
}
