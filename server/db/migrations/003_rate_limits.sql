-- Throttling counters and refresh-token families, both in the database so that
-- every gateway instance on it shares them.

-- One fixed-window counter per (bucket, subject), e.g. ('login:username', 'demo.driver');
-- server/store/rate-limit-counters.ts updates it with one atomic upsert.
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  subject text NOT NULL,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, subject)
);
CREATE INDEX rate_limits_window_ends_at ON rate_limits (window_ends_at);

-- A refresh-token family: every token rotated from one password login. Reuse of
-- a rotated token, a logout or a password reset revokes the whole family.
CREATE TABLE refresh_token_families (
  id text PRIMARY KEY,
  username text NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX refresh_token_families_username ON refresh_token_families (username);
CREATE INDEX refresh_token_families_expires_at ON refresh_token_families (expires_at);

-- Each token issued before families existed starts a family of its own.
INSERT INTO refresh_token_families (id, username, created_at, expires_at)
  SELECT jti, username, created_at, expires_at FROM refresh_tokens;
ALTER TABLE refresh_tokens
  ADD COLUMN family_id text REFERENCES refresh_token_families (id) ON DELETE CASCADE;
UPDATE refresh_tokens SET family_id = jti;
ALTER TABLE refresh_tokens ALTER COLUMN family_id SET NOT NULL;
CREATE INDEX refresh_tokens_family_id ON refresh_tokens (family_id);
