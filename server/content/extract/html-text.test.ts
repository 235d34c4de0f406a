import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps paragraphs, headings and list items as lines and drops scripts and styles', () => {
    const html =
      '<h2>Profile</h2><p>Some   <b>bold</b>\n text.</p><ul><li>One</li><li><p>Two</p></li></ul>' +
      '<script>alert(1)</script><style>p{}</style><p>Line<br>break &amp; more</p>';
    expect(htmlToText(html)).toBe('Profile\nSome bold text.\n- One\n- Two\nLine\nbreak & more');
  });
});
