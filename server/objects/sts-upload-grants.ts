/**
 * Upload grants in production: AWS STS AssumeRole on the upload role, with the
 * session policy of upload-session-policy.ts, so the credentials the app gets
 * can write only one job's evidence, once, for 15 minutes. Opens network
 * connections to STS.
 */
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import type { GrantCredentials, UploadGrantIssuer } from './upload-grant-issuer';
import { uploadSessionPolicy } from './upload-session-policy';

/** What the issuer needs. */
export interface StsGrantSettings {
  /** The role the gateway assumes (its own policy: PutObject/AbortMultipartUpload on ORIG/* and SIGNATURE/*). */
  roleArn: string;
  bucket: string;
  region: string;
  /** An STS-compatible endpoint (tests); default AWS's regional one. */
  endpoint?: string;
  /** The gateway's own credentials; default the AWS chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  now: () => Date;
}

/** Issues grants through STS. */
export class StsUploadGrants implements UploadGrantIssuer {
  private readonly client: STSClient;

  constructor(private readonly settings: StsGrantSettings) {
    this.client = new STSClient({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  }

  async issue(prefixes: string[], expiresAt: Date): Promise<GrantCredentials> {
    const seconds = Math.max(900, Math.round((expiresAt.getTime() - this.settings.now().getTime()) / 1000));
    const answer = await this.client.send(
      new AssumeRoleCommand({
        RoleArn: this.settings.roleArn,
        RoleSessionName: `doorstep-upload-${Date.now().toString(36)}`,
        DurationSeconds: seconds,
        Policy: JSON.stringify(uploadSessionPolicy(this.settings.bucket, prefixes)),
      }),
    );
    const c = answer.Credentials;
    if (!c?.AccessKeyId || !c.SecretAccessKey || !c.SessionToken || !c.Expiration) {
      throw new Error('STS answered without credentials');
    }
    return {
      accessKeyId: c.AccessKeyId,
      secretAccessKey: c.SecretAccessKey,
      sessionToken: c.SessionToken,
      expiresAt: c.Expiration,
    };
  }

  /** Releases the client's connections. */
  close(): void {
    this.client.destroy();
  }
}
