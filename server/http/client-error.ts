import type { Duplex } from 'node:stream';
import { Code } from '../engine/codes';

/** Node's parser errors we answer, with Node's own statuses; anything else is a 400. */
const STATUS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'request line or headers too large (at most 16 KiB)'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'chunk extensions too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'request not received in time'],
};

/**
 * The server's 'clientError' listener (index.ts): a request Node cannot parse never reaches the
 * app, and Node's own answer has no body (a 70 KB query got a bare 431). This writes the same
 * status with the gateway's {success, code, msg, data} JSON, code 30001, and closes the
 * connection, as Node does. The path is unknown at this point (the request line may be what
 * overflowed), so every such answer is JSON; a page request of that size is no page anyway.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  // Node's own rule: nothing to say on a reset socket or once a response has started on it
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent === true) {
    socket.destroy();
    return;
  }
  const [status, reason, msg] = STATUS[err.code ?? ''] ?? [400, 'Bad Request', 'malformed HTTP request'];
  const body = JSON.stringify({ success: false, code: Code.PARAM_INVALID, msg, data: null });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
