/**
 * How the gateway sends account mail (today: password reset codes).
 *
 * The reference gateway's default is OutboxMailer (./outbox-mailer.ts), which
 * only stores each message in the `mail_outbox` table, where an operator or a
 * test (GET /__test/mail?to={username}, test routes only) can read it. A real
 * deployment passes its own Mailer as `mailer` to createGateway/startGateway,
 * e.g. one that looks up the account holder's address in its directory by
 * username and sends through SMTP or a mail provider's API.
 *
 * Rules for every implementation: a message's text carries a one-time code, so
 * never log it (log the recipient and the outcome only); resolve once the
 * message is accepted for delivery; reject when it was not (the caller then
 * answers 500 and the user can ask again).
 */

/** One plain-text message to the holder of an account. */
export interface MailMessage {
  /** The account's username; the mailer resolves it to an address. */
  to: string;
  /** The account holder's name, for the greeting or the address header. */
  toName: string;
  subject: string;
  text: string;
}

/** Sends account mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
