/**
 * Content codings for files and pages: the build leaves brotli and gzip copies beside every compressible
 * file (server/build/precompress.ts), and each answer carries the best copy the request accepts. Pages the
 * gateway fills in at startup are compressed once each, on first request, and kept.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import Negotiator from 'negotiator';
import send from 'send';

export type Coding = 'br' | 'gzip' | 'identity';

/** The compressed copies the build writes, best first, and the suffix each copy's file name takes. */
export const COPIES = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

const PREFERENCE: Coding[] = ['br', 'gzip', 'identity'];

/**
 * The best coding a request accepts among `available` (brotli, then gzip, then none), its q-values honoured
 * (`br;q=0` refuses brotli). The file itself when the request accepts none of them: a client that refuses
 * even `identity` still gets an answer it can read rather than a 406.
 */
function negotiate(req: IncomingMessage, available: readonly Coding[]): Coding {
  if (available.length === 0) return 'identity';
  const [best] = new Negotiator(req).encodings([...available, 'identity'], { preferred: PREFERENCE });
  return (best as Coding | undefined) ?? 'identity';
}

/** A file the gateway may send, with the compressed copies found beside it. */
export interface StaticFile {
  path: string;
  copies: readonly Coding[];
}

/** What `send` reports: the OS error (ENOENT) or an HTTP status, with headers that go with it. */
type SendError = NodeJS.ErrnoException & { status?: number; headers?: Record<string, string> };

/** The copies a listing of one folder holds for `name` (its `.br` and `.gz` siblings). */
export function copiesOf(name: string, siblings: ReadonlySet<string>): Coding[] {
  return COPIES.filter(({ suffix }) => siblings.has(`${name}${suffix}`)).map(({ coding }) => coding);
}

/** Whether a file name is one of the build's compressed copies rather than a file of its own. */
export const isCopy = (name: string): boolean => COPIES.some(({ suffix }) => name.endsWith(suffix));

/**
 * Sends a file in the best coding the request accepts, with the file's own type, `Vary: Accept-Encoding` when
 * it has copies, and the copy's length and validators (its ETag differs from the file's, so a cache never
 * answers one coding's revalidation with another's); HEAD and 304 as a file server answers them. Byte ranges
 * are served from the file itself only: media has no compressed copies, and a range of a compressed copy is
 * not what a player asks for. `failed` hears of a file that cannot be read (removed since startup: ENOENT)
 * before anything is sent.
 */
export function sendStaticFile(
  req: Request,
  res: Response,
  file: StaticFile,
  failed: (error: SendError) => void,
): void {
  const coding = negotiate(req, file.copies);
  if (file.copies.length > 0) res.vary('Accept-Encoding');
  const copy = COPIES.find((entry) => entry.coding === coding);
  if (copy) {
    res.type(path.extname(file.path));
    res.setHeader('Content-Encoding', coding);
  }
  send(req, copy ? `${file.path}${copy.suffix}` : file.path, {
    acceptRanges: !copy,
    cacheControl: false,
    dotfiles: 'allow',
    // The ETag revalidates: Last-Modified would say the same in 46 more bytes on every answer.
    etag: true,
    lastModified: false,
  })
    // send's ETag is the copy's size and time: the coding joins them, so two copies can never share one.
    .on('headers', (_res: unknown, _path: string, stat: { size: number; mtime: Date }) => {
      if (copy) res.setHeader('ETag', `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}-${coding}"`);
    })
    .on('error', (error: SendError) => {
      if (res.headersSent) return failed(error);
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      // A precondition that fails or a range outside the file is an answer of its own, not a failure.
      // A copy gone (a build rewriting them under a running gateway): the file itself is as good an answer.
      if (copy && error.code === 'ENOENT') return sendStaticFile(req, res, { path: file.path, copies: [] }, failed);
      if (error.status === 412 || error.status === 416) {
        res
          .status(error.status)
          .set(error.headers ?? {})
          .end();
        return;
      }
      failed(error);
    })
    .pipe(res);
}

/** One coding of a page: its bytes and their ETag. */
interface Encoded {
  body: Buffer;
  etag: string;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const brotliAt = (quality: number) => (body: Buffer) =>
  brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** Brotli at its best and gzip at its best: the build's copies, and each page once per process. */
export const BEST: Record<Exclude<Coding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: brotliAt(constants.BROTLI_MAX_QUALITY),
  gzip: (body) => gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Brotli's best takes ~180 ms for the home page (quality 5: 8 ms and 12 % more bytes): the first request of a
 * page gets the quick copy, and the best one replaces it when ready. gzip's best is as quick as its default.
 */
const QUICK: typeof BEST = { br: brotliAt(5), gzip: BEST.gzip };

/** Best copies are made one at a time: a crawler opening every page must not fill zlib's threads, which file reads share. */
let bestQueue: Promise<unknown> = Promise.resolve();
const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
  const turn = bestQueue.then(work);
  bestQueue = turn.catch(() => undefined);
  return turn;
};

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
const encoded = (body: Buffer): Encoded => ({ body, etag: etagOf(body) });

/**
 * A text answer built once (a prerendered page, the sitemap) and sent in every coding. Each compressed copy is
 * made on the first request that asks for it (in zlib's threads, off the event loop) and kept; requests that
 * arrive meanwhile wait for the same copy.
 */
export class CompressedText {
  private readonly copies = new Map<Coding, Promise<Encoded>>();
  private readonly identity: Encoded;

  constructor(text: string) {
    this.identity = encoded(Buffer.from(text));
  }

  /** The copy in `coding`: made now if it is the first request for it, then made again at its best. */
  copy(coding: Coding): Promise<Encoded> {
    if (coding === 'identity') return Promise.resolve(this.identity);
    const kept = this.copies.get(coding);
    if (kept) return kept;
    const { body } = this.identity;
    const quick = QUICK[coding](body).then(encoded);
    this.copies.set(coding, quick);
    // A failure (out of memory) is not kept: the next request tries again, and this one gets the text.
    quick.catch(() => this.copies.delete(coding));
    if (QUICK[coding] !== BEST[coding]) {
      quick
        .then(() => inTurn(() => BEST[coding](body)))
        .then((best) => this.copies.set(coding, Promise.resolve(encoded(best))))
        .catch(() => undefined);
    }
    return quick;
  }

  /**
   * Answers with the text in the best coding the request accepts, as `type`, with `Vary: Accept-Encoding`, an
   * ETag per copy and 304 when the request's copy is current. Status and other headers are the caller's.
   */
  send(req: Request, res: Response, type: string, next: NextFunction): void {
    const coding = negotiate(req, ['br', 'gzip']);
    this.copy(coding)
      .catch(() => this.identity)
      .then((answer) => {
        res.vary('Accept-Encoding');
        res.type(type);
        // Text, in UTF-8 (res.send would say so of a string, not of the bytes it is given here).
        const contentType = String(res.get('Content-Type'));
        if (!/;\s*charset=/i.test(contentType)) res.setHeader('Content-Type', `${contentType}; charset=utf-8`);
        res.setHeader('ETag', answer.etag);
        if (answer !== this.identity) res.setHeader('Content-Encoding', coding);
        // res.send answers 304 for a current copy (a fresh If-None-Match) and leaves HEAD without a body.
        res.send(answer.body);
      })
      .catch(next);
  }
}
