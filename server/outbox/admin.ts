/**
 * The operator view of the outbox (GET /api/admin/outbox): pending items and dead letters, as JSON or, for a
 * browser, as a page; a dead letter can be sent again (POST /api/admin/outbox/dead/{id}/retry). Only with the
 * admin token, as a bearer token or as the password of HTTP Basic (what a browser asks for). Without a
 * configured token the view does not exist. The token is compared in constant time and never logged.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import { discardDeadLetter, outbox as outboxEndpoint, retryDeadLetter, retryDeadLetters } from '../../shared/api/site';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import type { MailMessage } from '../mail/mailer';
import type { OutboxItem } from './store';
import type { Outbox } from './worker';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The token a request carries: `Authorization: Bearer <token>`, or for reading only, Basic with the token as
 * password (what a browser sends once asked; a browser also sends it along with requests other pages make,
 * so it never allows a change).
 */
function presentedToken(req: Request): string | undefined {
  const [, scheme = '', value = ''] = /^(\S+)\s+(.*)$/s.exec(req.get('authorization') ?? '') ?? [];
  if (/^bearer$/i.test(scheme)) return value.trim();
  if (/^basic$/i.test(scheme) && req.method === 'GET') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) : undefined;
  }
  return undefined;
}

/** What an operator needs to recognise an item, without its whole body. */
function describeItem(item: OutboxItem) {
  const payload = item.payload as Partial<MailMessage> & {
    email?: string;
    firstName?: string;
    lastName?: string;
    name?: string;
    call?: number;
  };
  const summary =
    item.kind === 'email'
      ? `${payload.to ?? '?'}: ${payload.subject ?? ''}`
      : item.kind === 'demo-report'
        ? `${payload.name ?? ''} <${payload.email ?? '?'}>: report of call ${payload.call ?? '?'}`
        : `${[payload.firstName, payload.lastName].filter(Boolean).join(' ')} <${payload.email ?? '?'}>`;
  return {
    id: item.id,
    kind: item.kind,
    summary,
    createdAt: new Date(item.createdAt).toISOString(),
    attempts: item.attempts,
    nextAttemptAt: new Date(item.nextAttemptAt).toISOString(),
    lastError: item.lastError ?? null,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE =
  'body{font:14px system-ui,sans-serif;margin:2rem;color:#0f172a}table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{border:1px solid #cbd5e1;padding:.4rem .6rem;text-align:left;vertical-align:top}th{background:#eef2ff}td.error{color:#b91c1c}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

function table(title: string, items: ReturnType<typeof describeItem>[]): string {
  const rows = items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.kind)}</td><td>${escapeHtml(item.summary)}</td><td>${item.createdAt}</td><td>${item.attempts}</td><td>${item.nextAttemptAt}</td><td class="error">${escapeHtml(item.lastError ?? '')}</td><td><code>${item.id}</code></td></tr>`,
    )
    .join('');
  return `<h2>${title} (${items.length})</h2>${
    items.length
      ? `<table><thead><tr><th>Kind</th><th>What</th><th>Accepted</th><th>Attempts</th><th>Next attempt</th><th>Last error</th><th>Id</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>None.</p>'
  }`;
}

/** The outbox as a page for an operator's browser, under a CSP that lets only its own style in. */
function sendPage(res: Response, view: Record<'pending' | 'dead', ReturnType<typeof describeItem>[]>): void {
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'none'`,
  );
  res
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox</title><style>${STYLE}</style></head><body><h1>Outbox</h1>${table('Pending', view.pending)}${table('Dead letters', view.dead)}</body></html>`,
    );
}

export function adminRoutes({ token, outbox, now = Date.now }: { token: string; outbox: Outbox; now?: () => number }) {
  const expected = digest(token);
  const router = Router();

  router.use((req: Request, res: Response, next) => {
    const presented = presentedToken(req);
    if (presented !== undefined && timingSafeEqual(digest(presented), expected)) return next();
    res.setHeader('WWW-Authenticate', 'Basic realm="Alex outbox", charset="UTF-8"');
    throw new HttpError(401, 'UNAUTHORIZED', 'The admin token is missing or wrong.');
  });

  const mount = { mount: '/api/admin' };
  route(
    router,
    outboxEndpoint,
    {
      handle: async (_input, _visitor, req, res) => {
        const [pending, dead] = await Promise.all([outbox.store.pending(), outbox.store.dead()]);
        const view = { pending: pending.map(describeItem), dead: dead.map(describeItem) };
        res.setHeader('Cache-Control', 'no-store');
        if (req.accepts(['json', 'html']) === 'html') sendPage(res, view);
        // Sent above as HTML to a browser; as JSON to anything else.
        return view;
      },
    },
    mount,
  );

  /** Every dead letter back to the queue (after an outage or a fixed setting). */
  route(
    router,
    retryDeadLetters,
    {
      handle: async () => {
        const dead = await outbox.store.dead();
        for (const item of dead) await outbox.store.revive(item.id, now());
        void outbox.drain();
        return { revived: dead.map((item) => item.id) };
      },
    },
    mount,
  );

  route(
    router,
    retryDeadLetter,
    {
      handle: async ({ params: { id } }) => {
        if (!(await outbox.store.revive(id, now()))) {
          throw new HttpError(404, 'NOT_FOUND', 'No dead letter has this id.');
        }
        void outbox.drain();
        return { revived: id };
      },
    },
    mount,
  );

  /** A dead letter an operator gives up on (its personal data goes with it). */
  route(
    router,
    discardDeadLetter,
    {
      handle: async ({ params: { id } }) => {
        if (!(await outbox.store.discard(id))) {
          throw new HttpError(404, 'NOT_FOUND', 'No dead letter has this id.');
        }
        return { discarded: id };
      },
    },
    mount,
  );

  return router;
}
