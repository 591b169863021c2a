-- Doorstep reference gateway schema (PGlite and PostgreSQL alike).
-- Days are ISO text 'YYYY-MM-DD'; job times are the spec's local 'YYYY-MM-DDTHH:mm:ss' text.

CREATE TABLE gateway_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  username text PRIMARY KEY,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  user_type text NOT NULL,
  branch text NOT NULL,
  driver_id text NOT NULL,
  company_name text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));

CREATE TABLE refresh_tokens (
  jti text PRIMARY KEY,
  username text NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX refresh_tokens_expires_at ON refresh_tokens (expires_at);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  username text NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE manifests (
  id text PRIMARY KEY,
  branch text NOT NULL,
  driver_id text NOT NULL,
  job_date text NOT NULL CHECK (job_date ~ '^\d{4}-\d{2}-\d{2}$'),
  vehicle_id text NOT NULL,
  start_time text NOT NULL,
  end_time text NOT NULL
);
CREATE INDEX manifests_branch_date ON manifests (branch, job_date);

CREATE TABLE jobs (
  id text PRIMARY KEY,
  job_number text NOT NULL UNIQUE,
  manifest_id text NOT NULL REFERENCES manifests (id),
  branch text NOT NULL,
  driver_id text NOT NULL,
  job_date text NOT NULL CHECK (job_date ~ '^\d{4}-\d{2}-\d{2}$'),
  retailer_id text,
  job_outcome_status integer NOT NULL,
  document jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX jobs_branch_date ON jobs (branch, job_date);

CREATE TABLE job_updates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id text NOT NULL REFERENCES jobs (id),
  kind text NOT NULL CHECK (kind IN ('driver', 'admin')),
  username text NOT NULL,
  branch text NOT NULL,
  driver_id text NOT NULL,
  idempotency_key text,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX job_updates_job_id ON job_updates (job_id);

CREATE TABLE idempotency_keys (
  principal text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  body text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (principal, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

CREATE TABLE images (
  id text PRIMARY KEY,
  name text NOT NULL,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  username text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE heartbeats (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  branch text NOT NULL,
  driver_id text NOT NULL,
  status text NOT NULL,
  job_id text,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL
);

CREATE TABLE dra_updates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  branch text NOT NULL,
  order_reference text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL
);

CREATE TABLE reason_codes (
  id integer PRIMARY KEY,
  retailer_id text NOT NULL,
  label text NOT NULL,
  parent_id integer REFERENCES reason_codes (id),
  level integer NOT NULL CHECK (level BETWEEN 1 AND 3),
  retailer_reference_id integer NOT NULL,
  mapped_field_name text NOT NULL
    CHECK (mapped_field_name IN ('job_failure_reasons', 'product_delivery_issues', 'job_damage_reason')),
  maps_to_delivered boolean,
  active boolean NOT NULL,
  sort_order integer NOT NULL
);
CREATE INDEX reason_codes_retailer ON reason_codes (retailer_id);

CREATE TABLE geocodes (
  postcode_key text PRIMARY KEY,
  postcode text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  town text NOT NULL,
  admin_district text NOT NULL,
  region text NOT NULL,
  country text NOT NULL
);
