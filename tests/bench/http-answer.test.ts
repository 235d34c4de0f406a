import { describe, expect, it } from 'vitest';
import { answerEnd } from './http-answer';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const json = '{"id":1}';
const ok = `HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\n\r\n${json}`;
const refusal = 'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}';
const empty = 'HTTP/1.1 204 No Content\r\nX-A: b\r\n\r\n';
const chunked = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nabcd\r\n3;ext=1\r\nefg\r\n0\r\n\r\n';

describe('answerEnd', () => {
  it.each([
    ['a Content-Length answer', ok, { end: ok.length, status: 201, close: false }],
    [
      'the same with a lower-case header',
      ok.replace('Content-Length', 'content-length'),
      { end: ok.length, status: 201, close: false },
    ],
    ['a refusal that closes', refusal, { end: refusal.length, status: 429, close: true }],
    ['an answer without a body', empty, { end: empty.length, status: 204, close: false }],
    ['a chunked answer', chunked, { end: chunked.length, status: 200, close: false }],
    ['a chunked answer followed by the next one', chunked + ok, { end: chunked.length, status: 200, close: false }],
    ['an answer followed by the next one', ok + ok, { end: ok.length, status: 201, close: false }],
  ])('finds the end of %s', (_name, text, expected) => {
    expect(answerEnd(bytes(text))).toEqual(expected);
  });

  it.each([
    ['a head cut short', ok.slice(0, 30)],
    ['a head without its empty line', ok.slice(0, ok.indexOf('\r\n\r\n') + 2)],
    ['a body one byte short', ok.slice(0, -1)],
    ['a chunk cut short', chunked.slice(0, chunked.indexOf('abcd') + 2)],
    ['chunks without the last one', chunked.slice(0, chunked.indexOf('0\r\n\r\n'))],
    ['the last chunk without its empty line', chunked.slice(0, -2)],
  ])('waits for the rest of %s', (_name, text) => {
    expect(answerEnd(bytes(text))).toBeUndefined();
  });

  it('refuses a chunk size that is not hexadecimal', () => {
    expect(() => answerEnd(bytes('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'))).toThrow(/chunk size/);
  });
});
