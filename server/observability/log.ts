/**
 * The gateway's one logger: JSON lines on stdout (coloured lines for people with LOG_FORMAT=pretty), personal
 * data and secrets redacted, and errors that repeat (a full disk, an upstream down) throttled to one line per
 * kind and window with a count.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Express, Request, RequestHandler } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { LogLevel } from '../config';

export type { Logger } from 'pino';

/** What may never reach a log line, wherever it sits in a logged object. */
const PERSONAL_KEYS = [
  'email',
  'phone',
  'phone_number',
  'name',
  'firstName',
  'lastName',
  'company',
  'token',
  'session',
  'secret',
  'password',
  'apiKey',
  'authorization',
  'cookie',
];
const HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-captcha-token', 'x-demo-session', 'x-api-key'];

/** Request lines never carry headers; these paths keep them out of anything else logged with them. */
const REDACTED_PATHS = [
  ...HEADERS.map((header) => `headers["${header}"]`),
  // One level deep in any logged object (`{ lead: { email } }`), and at the top.
  ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`]),
];

const ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/** A phone number as people and providers write it: 8 or more digits with separators. */
const PHONE = /\+?\d(?:[\s().-]?\d){7,}/g;

/** Addresses and phone numbers out of free text (a provider's error message often quotes them). */
export const scrub = (text: string): string => text.replace(ADDRESS, '<address>').replace(PHONE, '<phone>');

/** Errors as data: their kind, a scrubbed message and stack, and the OS code when there is one. */
function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) {
    try {
      return { message: scrub(String(error)) };
    } catch {
      return { message: '(an error that cannot be written as text)' };
    }
  }
  const { code, status } = error as { code?: unknown; status?: unknown };
  return {
    type: error.name,
    message: scrub(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
    // Causes can form a cycle: three levels say enough.
    ...(error.cause && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** Lines are written once this many bytes wait, or {@link FLUSH_MS} after the last write, whichever is first. */
const BUFFER_BYTES = 4096;
const FLUSH_MS = 1000;

/**
 * JSON lines to stdout (or a file), written in blocks of {@link BUFFER_BYTES} rather than one write per line,
 * and at most {@link FLUSH_MS} late when traffic is low. What waits is written at exit (pino flushes its
 * destinations then); a SIGKILL loses at most that last second.
 */
export function jsonLines(dest: number | string = 1): DestinationStream {
  const stream = pino.destination({ dest, sync: false, minLength: BUFFER_BYTES });
  let written = 0;
  let flushed = 0;
  let open = true;
  stream.once('close', () => {
    open = false;
  });
  const write = stream.write.bind(stream);
  stream.write = (line: string) => {
    written += 1;
    return write(line);
  };
  setInterval(() => {
    if (written === flushed || !open) return;
    flushed = written;
    stream.flush();
  }, FLUSH_MS).unref();
  return stream;
}

/**
 * One coloured line per event for people: the event, then its fields. Written at once, so none is lost at exit.
 * The formatter is a development dependency: undefined where it is not installed (`npm ci --omit=dev`).
 */
function prettyLines(): DestinationStream | undefined {
  let prettyFactory: typeof import('pino-pretty').prettyFactory;
  try {
    ({ prettyFactory } = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty'));
  } catch {
    return undefined;
  }
  const prettify = prettyFactory({
    colorize: true,
    translateTime: 'HH:MM:ss.l',
    singleLine: true,
    messageFormat: '{event}',
    ignore: 'pid,hostname,service,event,msg',
  });
  const out = pino.destination({ dest: 1, sync: true });
  return { write: (line: string) => out.write(prettify(line)) };
}

export interface LoggerOptions {
  level: LogLevel;
  format: 'json' | 'pretty';
  /** Where the lines go (tests); stdout otherwise. */
  destination?: DestinationStream;
}

export function createLogger({ level, format, destination }: LoggerOptions): Logger {
  const pretty = destination === undefined && format === 'pretty' ? prettyLines() : undefined;
  if (destination === undefined && format === 'pretty' && pretty === undefined) {
    process.stderr.write('LOG_FORMAT=pretty needs the development dependencies (pino-pretty); writing JSON lines.\n');
  }
  const stream = destination ?? pretty ?? jsonLines();
  return pino(
    {
      level,
      base: { service: 'alex-gateway' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: (error: unknown) => serializeError(error), error: (error: unknown) => serializeError(error) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    stream,
  );
}

/** A logger that writes nothing (tests, tools). */
export const silentLogger = (): Logger => pino({ level: 'silent' });

/** The kind an error is counted under when it repeats: its code or type, and its message without numbers. */
function kindOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 80);
  const { code } = error as { code?: unknown };
  return `${String(code ?? error.name)}:${error.message.replace(/\d+/g, '#').slice(0, 80)}`;
}

/** At most this many kinds are tracked at once; beyond them, repeats are counted together. */
const MAX_KINDS = 200;

type Level = 'error' | 'warn' | 'info';

/**
 * Lines that may repeat many times (a full disk, an upstream down, a partner page hammering the API): the
 * first of a kind is written at once; the same kind again within `windowMs` is counted, and one line with
 * the count is written when the window ends.
 */
export function throttledLog(logger: Logger, windowMs = 10_000) {
  const windows = new Map<string, { repeated: number }>();
  return (level: Level, kind: string, fields: Record<string, unknown> & { event: string }) => {
    const key = windows.size >= MAX_KINDS && !windows.has(kind) ? '(other kinds)' : kind;
    const open = windows.get(key);
    if (open) {
      open.repeated += 1;
      return;
    }
    if (key === kind) logger[level](fields, fields.event);
    const window = { repeated: key === kind ? 0 : 1 };
    windows.set(key, window);
    setTimeout(() => {
      windows.delete(key);
      if (window.repeated > 0) {
        logger[level]({ event: `${fields.event}.repeated`, kind: scrub(key), repeated: window.repeated, windowMs });
      }
    }, windowMs).unref();
  };
}

/** The gateway's error log: errors of one kind (code or type, message without numbers) throttled together. */
export function errorLog(logger: Logger, windowMs = 10_000): (error: unknown, event?: string) => void {
  const log = throttledLog(logger, windowMs);
  return (error, event = 'error') => {
    // The event as the message: pino would otherwise copy the error's own text there, unscrubbed.
    log('error', `${event}|${kindOf(error)}`, { event, err: error });
  };
}

/** A request id a trusted proxy may hand on: short, and only characters that are safe in a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const TEMPLATE = Symbol('route template');

/**
 * Remembers each request's route template at the moment the router matches it, while `baseUrl` still names
 * the routers it went through (an error leaving a router restores `baseUrl` before anything is logged).
 */
export function recordRouteTemplates(app: Express): void {
  const ROUTE = Symbol('route');
  Object.defineProperty(app.request, 'route', {
    configurable: true,
    get(this: Record<symbol, unknown>) {
      return this[ROUTE];
    },
    set(this: Request & Record<symbol, unknown>, route: { path?: unknown }) {
      this[ROUTE] = route;
      // Paths match in any letter case: the template takes the routers' own (lower) case, so that `/API/geo`
      // is not a route, and a metric series, of its own.
      if (typeof route?.path === 'string') this[TEMPLATE] = `${this.baseUrl.toLowerCase()}${route.path}`;
    },
  });
}

/** The route a request matched, as a template (`/api/recruiter-demo/job/:id/`), never the path itself. */
export function routeOf(req: IncomingMessage): string {
  const template = (req as IncomingMessage & Record<symbol, unknown>)[TEMPLATE];
  if (typeof template === 'string') return template;
  const top = /^\/(widgets|sandbox|assets|api)\//.exec((req as Request).originalUrl ?? req.url ?? '');
  return top ? `/${top[1]}/*` : '(unmatched)';
}

export interface RequestLogOptions {
  /**
   * Whether the peer that sent the request is a trusted proxy (the app's `trust proxy` setting): only then is
   * the request's X-Request-Id kept; otherwise every request gets a new id.
   */
  trustRequestId: (peer: string | undefined) => boolean;
}

/**
 * One line per answered request: its id (echoed in X-Request-Id), method, route template, status and
 * duration. Never the query string, the headers, the body or the visitor's address.
 */
export function requestLog(logger: Logger, { trustRequestId }: RequestLogOptions): RequestHandler {
  const middleware = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    // pino-http binds the raw request and response to a child logger per request: bound as nothing, they
    // cost nothing, and the line's fields come from `summary` below.
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = trustRequestId(req.socket.remoteAddress) ? req.headers['x-request-id'] : undefined;
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, value: { durationMs: number }) => summary(req as Request, res, value.durationMs),
    // The error that made the answer a 5xx, when the error handler left it; not pino-http's stand-in.
    customErrorObject: (req, res, _error, value: { durationMs: number }) => {
      const cause = (res as { err?: unknown }).err;
      return { ...summary(req as Request, res, value.durationMs), ...(cause ? { err: cause } : {}) };
    },
  });
  return middleware as unknown as RequestHandler;
}

function summary(req: Request, res: ServerResponse, durationMs: number) {
  return {
    event: 'http.request',
    method: req.method,
    route: routeOf(req),
    status: res.statusCode,
    durationMs,
    // The answer was cut off: the visitor left, or the connection broke.
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}
