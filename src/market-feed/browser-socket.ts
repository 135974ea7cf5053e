/**
 * The SocketFactory of the browser (and of a worker): a WebSocket with binary frames as
 * ArrayBuffer, so the decoder reads them without a Blob round trip.
 */
import type { SocketFactory } from './link';

export const browserSocket: SocketFactory = (url, on) => {
  const ws = new WebSocket(url);
  ws.binaryType = 'arraybuffer';
  ws.onopen = () => on.open();
  ws.onmessage = (e: MessageEvent<string | ArrayBuffer>) => on.message(e.data);
  ws.onclose = (e) => on.close(e.code);
  // an error is always followed by a close, which is what the link acts on
  ws.onerror = () => {};
  return {
    send: (data) => ws.send(data as string | Uint8Array<ArrayBuffer>),
    close: (code, reason) => {
      if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.close(code === 1000 || (code !== undefined && code >= 3000) ? code : 1000, reason);
    },
  };
};
