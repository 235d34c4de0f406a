import { describe, expect, it } from 'vitest';
import { decodeHtml } from './decode';

describe('decodeHtml', () => {
  it('prefers a byte-order mark, then the header, then a <meta>, then UTF-8', () => {
    const utf8 = Buffer.from('<p>Técnico</p>');
    expect(decodeHtml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]), 'text/html; charset=latin1')).toBe(
      '<p>Técnico</p>',
    );
    expect(decodeHtml(utf8)).toBe('<p>Técnico</p>');
    expect(decodeHtml(utf8, 'text/html; charset=unknown-charset')).toBe('<p>Técnico</p>');
    expect(
      decodeHtml(
        Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>é</p>', 'latin1'),
      ),
    ).toContain('<p>é</p>');
  });
});
