/** The panel that replaces an account form once the gateway said yes; its heading takes the focus. */
import { useEffect, useRef, type ReactNode } from 'react';

/** A titled confirmation (announced as a status) followed by its next steps. */
export function AccountDone({
  title,
  message,
  children,
}: {
  title: string;
  message: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="panel panel--narrow account-done">
      <h1 className="panel__title" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      <div className="account-done__body">
        <div className="account-done__message" role="status">
          {message}
        </div>
        {children}
      </div>
    </div>
  );
}
