/** The app's calls to the OAuth endpoints: form fields plus the app's client credentials, no bearer. */
import type { ApiRequest } from '../api/api-client';

/** The app's OAuth client. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** A POST of the fields and the client credentials to an OAuth endpoint. */
export function clientFormCall(
  path: string,
  client: OAuthClient,
  fields: Record<string, string>,
): ApiRequest {
  return {
    method: 'POST',
    path,
    auth: { kind: 'none' },
    body: {
      kind: 'form',
      fields: { ...fields, client_id: client.clientId, client_secret: client.clientSecret },
    },
  };
}
