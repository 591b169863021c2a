/** Request bodies of the gateway calls (product rule 7.2): JSON (a value, or its exact text), form-encoded, or raw bytes. */

/** What a call sends. */
export type RequestBody =
  | { kind: 'json'; value: unknown }
  /** JSON text sent exactly as given (an outbox entry's frozen body). */
  | { kind: 'jsonText'; text: string }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'raw'; data: Blob | ArrayBuffer | Uint8Array<ArrayBuffer>; contentType: string };

/** The fetch body and its content type. */
export function encodeBody(body: RequestBody): { body: BodyInit; contentType: string } {
  switch (body.kind) {
    case 'json':
      return { body: JSON.stringify(body.value), contentType: 'application/json' };
    case 'jsonText':
      return { body: body.text, contentType: 'application/json' };
    case 'form':
      return {
        body: new URLSearchParams(body.fields).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'raw':
      return { body: body.data, contentType: body.contentType };
  }
}

/** How many bytes an encoded body sends (a text's UTF-16 length: at most its UTF-8 bytes, enough for timing). */
export function bodyBytes(body: BodyInit | undefined): number {
  if (body === undefined) return 0;
  if (typeof body === 'string') return body.length;
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  return 0;
}

/** Appends a GET payload to a URL as a query string. */
export function withQuery(url: string, query: Record<string, string | number | boolean> | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) params.append(name, String(value));
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}
