/** The framing of an HTTP/1.1 answer, enough for a load generator that reads answers from a plain socket. */

export interface Answer {
  /** Where the answer ends in the data. */
  end: number;
  status: number;
  /** The server closes the connection after it. */
  close: boolean;
}

const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * The answer at the start of `data`, or undefined while it is incomplete. It ends after its Content-Length,
 * after its last chunk, or after its head when it has neither (a 204 or 304). Throws on a chunk size that is
 * not hexadecimal.
 */
export function answerEnd(data: Buffer): Answer | undefined {
  const headEnd = data.indexOf(HEAD_END);
  if (headEnd < 0) return undefined;
  const headText = data.toString('latin1', 0, headEnd);
  const status = Number(headText.slice(9, 12));
  const close = /\r\nconnection:[ \t]*close/i.test(headText);
  const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(headText);
  const bodyStart = headEnd + 4;
  if (length) {
    const end = bodyStart + Number(length[1]);
    return end <= data.length ? { end, status, close } : undefined;
  }
  if (!/\r\ntransfer-encoding:[^\r]*chunked/i.test(headText)) return { end: bodyStart, status, close };
  let at = bodyStart;
  for (;;) {
    const lineEnd = data.indexOf(CRLF, at);
    if (lineEnd < 0) return undefined;
    const sizeLine = data.toString('latin1', at, lineEnd);
    if (!/^[0-9a-f]+(;|$)/i.test(sizeLine)) throw new Error(`Not a chunk size: ${JSON.stringify(sizeLine)}`);
    const size = Number.parseInt(sizeLine, 16);
    // A chunk is its size line, its data and a line end; the last one (size 0, no trailers) an empty line.
    const next = lineEnd + 2 + size + 2;
    if (next > data.length) return undefined;
    if (size === 0) return { end: next, status, close };
    at = next;
  }
}
