/**
 * A page's bytes as text, in the charset a browser would read them in: a byte-order mark, the Content-Type
 * header, a <meta> charset, else UTF-8 when the bytes are valid UTF-8 and windows-1252 otherwise.
 */

function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

function metaCharset(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 4096).toString('latin1');
  const match = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return match?.[1] ?? null;
}

/** windows-1252's characters for bytes 0x80 to 0x9f, where it differs from ISO-8859-1. */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

interface Decoder {
  encoding: string;
  decode(bytes: Uint8Array): string;
}

/** Latin-1 as browsers read it (windows-1252), which Node's TextDecoder reads as plain ISO-8859-1 on some versions. */
const windows1252: Decoder = {
  encoding: 'windows-1252',
  decode: (bytes) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      .toString('latin1')
      .replace(/[\x80-\x9f]/g, (c) =>
        String.fromCharCode(WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80] ?? c.charCodeAt(0)),
      ),
};

function decoderFor(label: string | null): Decoder | null {
  if (!label) return null;
  try {
    const decoder = new TextDecoder(label);
    return decoder.encoding === 'windows-1252' ? windows1252 : decoder;
  } catch {
    return null;
  }
}

/**
 * Decodes a page: a byte-order mark first, then the charset of the Content-Type header, then a <meta> charset;
 * without any, UTF-8 when the bytes are valid UTF-8 and Latin-1 (windows-1252) otherwise.
 */
export function decodeHtml(bytes: Buffer, contentType?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const declared = decoderFor(charsetOf(contentType));
  if (declared) return declared.decode(bytes);
  const meta = decoderFor(metaCharset(bytes));
  // A <meta> cannot declare UTF-16: it was read as ASCII, so the page is not UTF-16.
  if (meta && !meta.encoding.startsWith('utf-16')) return meta.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}
