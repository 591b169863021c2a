-- Password reset codes are mailed, never answered: codes carry their issue time
-- and a count of wrong tries, and mail_outbox holds the messages of the
-- reference gateway's default mailer (server/mail/outbox-mailer.ts).

ALTER TABLE password_resets ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE password_resets ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
CREATE INDEX password_resets_username ON password_resets (username);

CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX mail_outbox_recipient ON mail_outbox (lower(recipient), id);
CREATE INDEX mail_outbox_created_at ON mail_outbox (created_at);
