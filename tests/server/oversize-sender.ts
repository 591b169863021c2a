/** A client that streams an oversize body on a raw socket and never stops to read, as a hostile uploader would. */
import { connect } from 'node:net';

/** What the client saw. */
export interface OversizeSending {
  /** The answer's status line, header lines and body, as far as it arrived. */
  answer: string;
  /** Body bytes written to the socket before the server's close stopped the client. */
  bytesWritten: number;
  /** How the sending ended: the write error's code (EPIPE, ECONNRESET) or 'closed'. */
  stoppedBy: string;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x20);

function framed(chunked: boolean): Buffer {
  if (!chunked) return CHUNK;
  return Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')]);
}

/** POSTs `size` bytes to path (stated in Content-Length, or chunked), writing until the server stops it. */
export function sendOversize(
  origin: string,
  path: string,
  size: number,
  chunked: boolean,
  timeoutMs = 20_000,
): Promise<OversizeSending> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let bytesWritten = 0;
    let done = false;
    const finish = (stoppedBy: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer: Buffer.concat(received).toString(), bytesWritten, stoppedBy });
    };
    const timer = setTimeout(() => {
      done = true;
      socket.destroy();
      reject(new Error(`the server still read after ${bytesWritten} bytes`));
    }, timeoutMs);
    const pump = () => {
      while (!done && bytesWritten < size) {
        const more = socket.write(framed(chunked));
        bytesWritten += CHUNK.length;
        if (!more) {
          socket.once('drain', pump);
          return;
        }
      }
      if (!done && bytesWritten >= size) socket.end(chunked ? '0\r\n\r\n' : '');
    };
    socket.on('connect', () => {
      const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`,
      );
      pump();
    });
    socket.on('data', (data: Buffer) => received.push(data));
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'error'));
    socket.on('close', () => finish('closed'));
  });
}
