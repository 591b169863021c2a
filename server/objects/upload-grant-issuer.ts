/**
 * Where upload credentials come from: AWS STS with a session policy in
 * production (sts-upload-grants.ts), the local store's own issuer otherwise
 * (local-upload-grants.ts). Either way the credentials may write only the
 * given key prefixes, and only until they expire.
 */

/** Temporary credentials. */
export interface GrantCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiresAt: Date;
}

/** Issues temporary credentials limited to key prefixes. */
export interface UploadGrantIssuer {
  issue(prefixes: string[], expiresAt: Date): Promise<GrantCredentials>;
}

/** How long an upload grant lives: STS's minimum session, 15 minutes. */
export const UPLOAD_GRANT_TTL_SECONDS = 15 * 60;
