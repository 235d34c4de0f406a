/**
 * The demo's API: the captcha, then the recruiter backend behind a fixed list of routes. Every route that
 * creates something needs a captcha token and counts against the visitor's limit for its action; every
 * read is scoped to the demo session that created the thing. Nothing else is forwarded.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { Store } from 'express-rate-limit';
import {
  CALL_USE_CASE,
  CAPTCHA_HEADER,
  type CaptchaVerifyResponse,
  type CreateCallRequest,
  type CreateContactRequest,
  DEMO_LIMITS,
  DEMO_MESSAGES,
  type DemoAction,
  demoLimitMessage,
  INTERVIEW_DURATION,
  INTERVIEW_TEMPLATE_IDS,
  type LeadRequest,
  type ParseJobRequest,
  type ProcessUrlRequest,
  type ProcessUrlResult,
  SESSION_HEADER,
  type VerifyContentRequest,
  type VerifyContentResult,
  VOICES,
} from '../../shared/demo';
import {
  allowanceQuery,
  captchaVerifyRequest,
  createCallRequest,
  createContactRequest,
  type DemoAllowance,
  generateInterviewAudioRequest,
  generateInterviewRequest,
  leadRequest,
  parseJobRequest,
  processUrlRequest,
  reportListQuery,
  verifyContentRequest,
  voiceSampleRequest,
} from '../../shared/demo-schemas';
import type { Language } from '../../shared/languages';
import type { Blacklist } from '../abuse/blacklist';
import type { CallGuard } from '../abuse/once-a-day';
import type { CaptchaProvider } from '../captcha/providers';
import type { TokenSigner } from '../captcha/tokens';
import { HttpError, parseBody } from '../errors';
import { createLimiter, type Limiter } from '../limits';
import type { KeyValueStore } from '../store';
import { type DemoPhoneCheck, validateDemoPhone } from './phone';
import {
  type Call,
  type GenerateInterviewInput,
  jobNotFound,
  type RecruiterApi,
  RecruiterError,
  type Report,
  TIMED_OUT,
  UNAVAILABLE,
} from './recruiter';
import { type DemoSessions, demoSessions } from './sessions';

/** Where accepted leads go: the CRM when one is configured, the local outbox otherwise. */
export interface LeadSink {
  save(lead: LeadRequest): Promise<{ hubspotId: string | null }>;
}

/** Checks what a visitor gives in step 1: pasted text, or the job post at a URL. */
export interface ContentService {
  verify(content: string, targetLanguage: Language): Promise<VerifyContentResult>;
  processUrl(url: string, targetLanguage: Language): Promise<ProcessUrlResult>;
}

export interface DemoDependencies {
  recruiter: RecruiterApi;
  /** Whose ids the recruiter's are (`sandbox`, or the real backend's host): sessions own ids of one backend. */
  backend?: string;
  content: ContentService;
  store: KeyValueStore;
  signer: TokenSigner;
  captcha: CaptchaProvider;
  blacklist: Blacklist;
  callGuard: CallGuard;
  leads: LeadSink;
  /** A rate-limit store per limiter (Redis in the scale-out mode); memory when absent. */
  limiterStore?: (name: string) => Store;
  /** Without a shared store: the visitors each limit remembers at most (the least recent go first). */
  maxVisitors?: number;
  captchaTokenTtlMs: number;
  callableCountries: readonly string[];
  voiceSamplesDir: string;
  log: (error: unknown) => void;
  now?: () => number;
}

type Locals = { sid?: string; tokenIssuedAt?: number; input?: unknown };

const locals = (res: Response) => res.locals as Locals;

/** A route's last handler: it answers, or its error goes to the error handler. */
const handle =
  (fn: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res, next) =>
    fn(req, res).catch(next);

/** A check before the handler: it passes on when it resolves and refuses with the error it throws. */
const check =
  (fn: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res, next) =>
    fn(req, res).then(() => next(), next);

const idParam = (req: Request): number => {
  const value = String(req.params.id ?? '');
  if (!/^\d{1,15}$/.test(value)) throw new HttpError(404, 'NOT_FOUND', 'Not found.');
  return Number(value);
};

const notFound = () => new HttpError(404, 'NOT_FOUND', 'Not found.');

type Handler = (req: Request, res: Response) => Promise<void>;

/** A failure that says for sure nothing was done: the request was refused (4xx), not lost on the way. */
const clearRefusal = (error: unknown): boolean => error instanceof HttpError && error.status < 500;

/**
 * Backend failures in the gateway's words: the status stays, the code says whose fault it was. A refusal keeps
 * its message and fields (the gateway's own, see {@link RecruiterError}); a failure of the backend gets a fixed
 * message whatever the error carried.
 */
function recruiterFailure(error: unknown): unknown {
  if (!(error instanceof RecruiterError)) return error;
  switch (error.status) {
    case 400:
      return new HttpError(
        400,
        'VALIDATION_ERROR',
        error.message,
        error.fields?.length ? { fields: [...error.fields] } : undefined,
      );
    case 404:
      return notFound();
    case 504:
      return new HttpError(504, 'UPSTREAM_TIMEOUT', TIMED_OUT);
    default:
      return new HttpError(502, 'UPSTREAM_ERROR', UNAVAILABLE);
  }
}

const upstream = async <T>(call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    throw recruiterFailure(error);
  }
};

/** The paths whose requests are refused to a blocked visitor. */
export const DEMO_PATHS = ['/demo', '/recruiter-demo', '/hubspot'];

/** The demo's routes, and which limiter each counted one reaches (the scale-out mode starts its count early). */
export type DemoRouter = Router & {
  /**
   * The name of the limiter a request to a counted route will reach: only one with a captcha token (any other
   * is refused before its limit).
   */
  countedLimiter(req: Request): string | undefined;
};

export function demoRoutes(deps: DemoDependencies): DemoRouter {
  const now = deps.now ?? Date.now;
  const sessions: DemoSessions = demoSessions(deps.store, now, deps.backend);
  const router = Router();

  /** The limiter of each counted route, by path as the router matches it (any case, final slash or not). */
  const counted = new Map<string, string>();
  const routeKey = (path: string) => path.toLowerCase().replace(/\/+$/, '');
  const post = (path: string, ...handlers: RequestHandler[]) => {
    const limiter = handlers.find((handler): handler is Limiter => 'limiterName' in handler);
    if (limiter) counted.set(routeKey(path), limiter.limiterName);
    router.post(path, ...handlers);
  };

  const strike = (ip: string, reason: 'captcha' | 'rate-limit') => {
    deps.blacklist.strike(ip, reason).catch(deps.log);
  };

  /**
   * One limiter per action, shared by every route of that action (both interview forms count together). It
   * stands after the request's validation, so a typo or a refused phone number does not use up the visitor's
   * allowance; {@link refundOnError} gives the allowance back when the backend then clearly refuses it.
   */
  const limiters = new Map<DemoAction, Limiter>();
  const limit = (action: DemoAction): Limiter => {
    let limiter = limiters.get(action);
    if (!limiter) {
      limiter = createLimiter({
        name: `demo-${action}`,
        rule: DEMO_LIMITS[action],
        message: demoLimitMessage(action),
        code: 'DEMO_RATE_LIMIT_EXCEEDED',
        action,
        onLimit: (ip) => strike(ip, 'rate-limit'),
        ...(deps.limiterStore ? { store: deps.limiterStore(`demo-${action}`) } : { maxEntries: deps.maxVisitors }),
      });
      limiters.set(action, limiter);
    }
    return limiter;
  };

  /**
   * The route's handler; a request the backend clearly refused (4xx: nothing was made) is not counted. A
   * time-out, a 5xx or a lost connection keeps the count: the backend may have done the work, and a backend
   * that fails every request must not become a way to send it unlimited work.
   */
  const refundOnError =
    (action: DemoAction, fn: Handler): RequestHandler =>
    (req, res, next) =>
      fn(req, res).catch(async (error: unknown) => {
        if (clearRefusal(error)) await limit(action).refund(req).catch(deps.log);
        next(error);
      });

  /** Parses the body with a shared schema before anything is counted; the handler reads `input(res)`. */
  const valid = <S extends Parameters<typeof parseBody>[0]>(schema: S): RequestHandler =>
    check(async (req, res) => {
      locals(res).input = parseBody(schema, req.body);
    });
  const input = <T>(res: Response): T => locals(res).input as T;

  const notBlocked = check(async (req) => {
    if (await deps.blacklist.isBlocked(req.ip ?? 'unknown')) {
      throw new HttpError(403, 'BLACKLISTED', DEMO_MESSAGES.blacklisted);
    }
  });

  /** A valid captcha token in X-Captcha-Token; it names the visitor's demo session. */
  const captcha: RequestHandler = (req, res, next) => {
    const header = req.get(CAPTCHA_HEADER);
    if (!header) return next(new HttpError(403, 'CAPTCHA_REQUIRED', DEMO_MESSAGES.captchaRequired));
    const check = deps.signer.checkCaptchaToken(header);
    if (!check.ok) {
      if (check.reason !== 'expired') strike(req.ip ?? 'unknown', 'captcha');
      return next(new HttpError(403, 'CAPTCHA_INVALID', DEMO_MESSAGES.captchaInvalid));
    }
    locals(res).sid = check.claims.sid;
    locals(res).tokenIssuedAt = check.claims.iat;
    next();
  };

  /** The visitor's demo session for reads: from a captcha token if one is sent, else X-Demo-Session. */
  const session: RequestHandler = (req, res, next) => {
    const token = deps.signer.checkCaptchaToken(req.get(CAPTCHA_HEADER));
    const sid = token.ok ? token.claims.sid : deps.signer.checkSession(req.get(SESSION_HEADER));
    // Without a session nothing is the visitor's, so every id is unknown to it.
    if (!sid) return next(notFound());
    locals(res).sid = sid;
    next();
  };

  const sid = (res: Response) => locals(res).sid as string;

  const owned = async (res: Response, kind: Parameters<DemoSessions['own']>[1], id: number) => {
    if (!(await sessions.owns(sid(res), kind, id))) throw notFound();
  };

  /** A read of something the session created, by the id in the path; anything else is a 404. */
  const readOwn = (kind: Parameters<DemoSessions['own']>[1], get: (id: number) => Promise<unknown>) =>
    handle(async (req, res) => {
      const id = idParam(req);
      await owned(res, kind, id);
      res.json(await upstream(get(id)));
    });

  router.use(DEMO_PATHS, notBlocked);

  // Captcha.

  router.post(
    '/demo/security/captcha/challenge',
    handle(async (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await deps.captcha.challenge());
    }),
  );

  router.post(
    '/demo/security/captcha/verify',
    handle(async (req, res) => {
      const { token } = parseBody(captchaVerifyRequest, req.body);
      const verdict = await deps.captcha.verify(token, req.ip ?? '');
      if (verdict === 'unavailable') {
        // The provider could not be asked: not the visitor's fault, so no strike.
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The security check is briefly unavailable. Please try again.');
      }
      if (verdict !== 'solved') {
        strike(req.ip ?? 'unknown', 'captcha');
        throw new HttpError(403, 'CAPTCHA_INVALID', DEMO_MESSAGES.captchaInvalid);
      }
      // A visitor solving again (after the contact, or after expiry) keeps its session and what it created.
      const previous = deps.signer.checkCaptchaToken(req.get(CAPTCHA_HEADER));
      const existing = previous.ok ? previous.claims.sid : deps.signer.checkSession(req.get(SESSION_HEADER));
      const sessionValue = existing ? deps.signer.sessionValue(existing) : deps.signer.newSession();
      const sessionId = sessionValue.split('.')[0] as string;
      const issued = deps.signer.issueCaptchaToken(sessionId, deps.captchaTokenTtlMs);
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        token: issued.token,
        expiresAt: new Date(issued.claims.exp).toISOString(),
        session: sessionValue,
      } satisfies CaptchaVerifyResponse);
    }),
  );

  // Step 1: the job text, pasted or read from a URL.

  post(
    '/demo/verify-content',
    captcha,
    valid(verifyContentRequest),
    limit('content-verification'),
    handle(async (_req, res) => {
      const { content, targetLanguage } = input<VerifyContentRequest>(res);
      res.json(await deps.content.verify(content, targetLanguage));
    }),
  );

  post(
    '/demo/process-url',
    captcha,
    valid(processUrlRequest),
    // Every fetch counts, whatever its outcome: it costs a fetch, and probing addresses must stay limited.
    limit('url-processing'),
    handle(async (_req, res) => {
      const { url, targetLanguage } = input<ProcessUrlRequest>(res);
      res.json(await deps.content.processUrl(url, targetLanguage));
    }),
  );

  // The recruiter backend.

  // The backend's paths, registered on the one router (a nested router would cost every request a dispatch).
  const demo = {
    get: (path: string, ...handlers: RequestHandler[]) => router.get(`/recruiter-demo${path}`, ...handlers),
    post: (path: string, ...handlers: RequestHandler[]) => post(`/recruiter-demo${path}`, ...handlers),
  };

  demo.post(
    '/parse-job',
    captcha,
    valid(parseJobRequest),
    limit('job-parsing'),
    refundOnError('job-parsing', async (_req, res) => {
      const job = await upstream(deps.recruiter.parseJob(input<ParseJobRequest>(res)));
      await sessions.own(sid(res), 'job', job.id);
      res.status(201).json(job);
    }),
  );

  demo.get(
    '/job/:id/',
    session,
    limit('job-retrieval'),
    readOwn('job', (id) => deps.recruiter.getJob(id)),
  );

  type InterviewInput = Omit<GenerateInterviewInput, 'duration'> & { duration?: number };

  /** Either form of the request, checked against the session's jobs, the language's voices and template. */
  const validInterview = check(async (req, res) => {
    // Two forms: the wizard's flat one and the audio demo's, which nests the job and the voice.
    let form: Omit<InterviewInput, 'templateId'> & { templateId?: number };
    if (req.body && typeof req.body === 'object' && 'job' in req.body) {
      const body = parseBody(generateInterviewAudioRequest, req.body);
      form = {
        name: body.name,
        jobId: body.job.id,
        language: body.language,
        voice: body.voice.name,
        tone: body.tone,
        sharpness: body.sharpness,
        ...(body.custom_template ? { templateId: body.custom_template.id } : {}),
        ...(body.duration ? { duration: body.duration } : {}),
      };
    } else {
      form = parseBody(generateInterviewRequest, req.body);
    }
    const language: Language = form.language;
    if (!(await sessions.owns(sid(res), 'job', form.jobId))) {
      throw recruiterFailure(jobNotFound(form.jobId));
    }
    const voices = Object.values(VOICES[language]).map((v) => v.name);
    if (!voices.includes(form.voice)) {
      throw new HttpError(400, 'VALIDATION_ERROR', `voice must be one of ${[...new Set(voices)].join(', ')}`, {
        fields: [{ field: 'voice', issue: 'invalid', message: `Unknown voice for ${language}` }],
      });
    }
    const templateId = form.templateId ?? INTERVIEW_TEMPLATE_IDS[language];
    if (templateId !== INTERVIEW_TEMPLATE_IDS[language]) {
      throw new HttpError(400, 'VALIDATION_ERROR', `Template ${templateId} is not available for ${language}`, {
        fields: [{ field: 'custom_template.id', issue: 'invalid', message: `Not the template for ${language}` }],
      });
    }
    locals(res).input = { ...form, templateId } satisfies InterviewInput;
  });

  const generateInterview = refundOnError('interview-generation', async (_req, res) => {
    const form = input<InterviewInput>(res);
    const interview = await upstream(
      deps.recruiter.generateInterview({ ...form, duration: form.duration ?? INTERVIEW_DURATION }),
    );
    await sessions.own(sid(res), 'interview', interview.id);
    res.status(201).json(interview);
  });
  demo.post('/generate-interview', captcha, validInterview, limit('interview-generation'), generateInterview);
  demo.post('/api/generate-interview/', captcha, validInterview, limit('interview-generation'), generateInterview);

  demo.get(
    '/api/interview/:id/',
    session,
    readOwn('interview', (id) => deps.recruiter.getInterview(id)),
  );

  demo.get(
    '/api/interview-template/:id/',
    handle(async (req, res) => {
      const id = idParam(req);
      // Only the demo's own templates exist for a visitor.
      if (!Object.values(INTERVIEW_TEMPLATE_IDS).includes(id)) throw notFound();
      res.json(await upstream(deps.recruiter.getInterviewTemplate(id)));
    }),
  );

  /** A phone number the demo could call, in E.164; anything else is a 400 INVALID_PHONE naming `field`. */
  const callablePhone = (number: string, field: string): string => {
    const phone: DemoPhoneCheck = validateDemoPhone(number, { callableCountries: deps.callableCountries });
    if (!phone.ok) {
      throw new HttpError(
        400,
        'INVALID_PHONE',
        phone.reason === 'length' ? DEMO_MESSAGES.phoneLength : DEMO_MESSAGES.invalidPhone,
        {
          fields: [
            {
              field,
              issue: phone.reason === 'length' ? 'length' : 'invalid',
              message: `Not a number the demo can call (${phone.reason})`,
            },
          ],
        },
      );
    }
    return phone.e164;
  };

  demo.post(
    '/contact',
    captcha,
    check(async (req, res) => {
      const form = parseBody(createContactRequest, req.body);
      const phone = callablePhone(form.phone_number, 'phone_number');
      locals(res).input = { ...form, phone_number: phone } satisfies CreateContactRequest;
    }),
    limit('contact-creation'),
    refundOnError('contact-creation', async (_req, res) => {
      // Marked first: from here on, only a captcha solved later opens the call, even while the contact is made.
      await sessions.markContactCreated(sid(res));
      const contact = await upstream(deps.recruiter.createContact(input<CreateContactRequest>(res)));
      await sessions.own(sid(res), 'contact', contact.id);
      res.status(201).json(contact);
    }),
  );

  demo.get(
    '/api/contact/:id/',
    session,
    readOwn('contact', (id) => deps.recruiter.getContact(id)),
  );

  /** The refusal the call route gives when the day's call of this phone number or e-mail address is spent. */
  const alreadyCalled = () =>
    ({
      code: 'DEMO_RATE_LIMIT_EXCEEDED',
      message: DEMO_MESSAGES.alreadyCalled,
      details: { retryAfter: 24 * 60 * 60, action: 'call-creation', reason: 'already_called' },
    }) as const;

  /** The post-contact gate: the call needs a captcha solved after the contact was created. */
  const afterContact = check(async (_req, res) => {
    const contactAt = await sessions.contactCreatedAt(sid(res));
    const issuedAt = locals(res).tokenIssuedAt ?? 0;
    if (contactAt === undefined || issuedAt <= contactAt) {
      throw new HttpError(403, 'CAPTCHA_REQUIRED', DEMO_MESSAGES.captchaRequired);
    }
  });

  demo.post(
    '/call',
    captcha,
    afterContact,
    check(async (req, res) => {
      const form = parseBody(createCallRequest, req.body);
      await owned(res, 'contact', form.contact).catch(() => {
        throw new HttpError(400, 'VALIDATION_ERROR', `Contact ${form.contact} not found`);
      });
      await owned(res, 'interview', form.interview).catch(() => {
        throw new HttpError(400, 'VALIDATION_ERROR', `Interview ${form.interview} not found`);
      });
      // A call for now is placed at the gateway's time: a visitor's clock may be off.
      const date = form.status === 'waiting' ? new Date(now()).toISOString() : form.date;
      const at = Date.parse(date);
      if (form.status === 'scheduled' && (at <= now() - 5 * 60_000 || at > now() + 24 * 60 * 60_000)) {
        throw new HttpError(400, 'VALIDATION_ERROR', 'A scheduled call must be later today.');
      }
      locals(res).input = { ...form, date, use_case: CALL_USE_CASE } satisfies CreateCallRequest;
    }),
    limit('call-creation'),
    refundOnError('call-creation', async (_req, res) => {
      const form = input<CreateCallRequest>(res);
      const contact = await upstream(deps.recruiter.getContact(form.contact));
      const who = { phone: contact.phone_number, email: contact.email };
      if (!(await deps.callGuard.claim(who))) {
        const refusal = alreadyCalled();
        res.setHeader('Retry-After', String(refusal.details.retryAfter));
        throw new HttpError(429, refusal.code, refusal.message, { ...refusal.details });
      }
      let call: Call;
      try {
        call = await upstream(deps.recruiter.createCall(form));
      } catch (error) {
        if (clearRefusal(error)) await deps.callGuard.release(who).catch(deps.log);
        throw error;
      }
      await sessions.own(sid(res), 'call', call.id);
      res.status(201).json(call);
    }),
  );

  /**
   * Whether the visitor may place a call now, read without spending anything: the call limit, and with a
   * contact of its session, the once-a-day rule. Asked when step 4 opens, so a refusal shows before the
   * preparation rather than after it. The refusal is the one the call route would give.
   */
  router.get(
    '/demo/allowance',
    handle(async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const { contact } = parseBody(allowanceQuery, req.query);
      const retryAfter = await limit('call-creation').peek(req);
      if (retryAfter !== null) {
        res.json({
          allowed: false,
          refusal: {
            code: 'DEMO_RATE_LIMIT_EXCEEDED',
            message: demoLimitMessage('call-creation'),
            details: { retryAfter, action: 'call-creation' },
          },
        } satisfies DemoAllowance);
        return;
      }
      if (contact !== undefined) {
        const token = deps.signer.checkCaptchaToken(req.get(CAPTCHA_HEADER));
        const sessionId = token.ok ? token.claims.sid : deps.signer.checkSession(req.get(SESSION_HEADER));
        if (!sessionId || !(await sessions.owns(sessionId, 'contact', contact))) throw notFound();
        const found = await upstream(deps.recruiter.getContact(contact));
        if (await deps.callGuard.isClaimed({ phone: found.phone_number, email: found.email })) {
          res.json({ allowed: false, refusal: alreadyCalled() } satisfies DemoAllowance);
          return;
        }
      }
      res.json({ allowed: true } satisfies DemoAllowance);
    }),
  );

  demo.get(
    '/api/call/:id/',
    session,
    handle(async (req, res) => {
      const id = idParam(req);
      await owned(res, 'call', id);
      const call = await upstream(deps.recruiter.getCall(id));
      if (call.report !== null) await sessions.own(sid(res), 'report', call.report);
      res.json(call);
    }),
  );

  demo.post(
    '/api/call/:id/cancel/',
    session,
    handle(async (req, res) => {
      const id = idParam(req);
      await owned(res, 'call', id);
      res.json(await upstream(deps.recruiter.cancelCall(id)));
    }),
  );

  /** The session's reports, including those of calls that completed since it last looked. */
  const reportIds = async (sessionId: string): Promise<number[]> => {
    for (const callId of await sessions.list(sessionId, 'call')) {
      const call = await upstream(deps.recruiter.getCall(callId)).catch(() => undefined);
      if (call?.report != null) await sessions.own(sessionId, 'report', call.report);
    }
    return (await sessions.list(sessionId, 'report')).sort((a, b) => b - a);
  };

  demo.get(
    '/api/report/',
    session,
    handle(async (req, res) => {
      const query = parseBody(reportListQuery, req.query);
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 10;
      const ids = await reportIds(sid(res));
      const slice = ids.slice((page - 1) * pageSize, page * pageSize);
      const results: Report[] = await Promise.all(slice.map((id) => upstream(deps.recruiter.getReport(id))));
      res.json({ count: ids.length, page, page_size: pageSize, results });
    }),
  );

  demo.get(
    '/api/report/:id/',
    session,
    handle(async (req, res) => {
      const id = idParam(req);
      if (!(await sessions.owns(sid(res), 'report', id)) && !(await reportIds(sid(res))).includes(id)) {
        throw notFound();
      }
      res.json(await upstream(deps.recruiter.getReport(id)));
    }),
  );

  demo.post(
    '/voice-sample',
    handle(async (req, res) => {
      const { language, persona } = parseBody(voiceSampleRequest, req.body);
      const file = path.join(deps.voiceSamplesDir, `${language}-${persona}.mp3`);
      if (!existsSync(file)) {
        throw new HttpError(404, 'NOT_FOUND', `No voice sample available for ${language}-${persona}`);
      }
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.type('audio/mpeg').sendFile(file);
    }),
  );

  post(
    '/hubspot',
    captcha,
    // The sales team calls the number the visitor gave for the demo: the same check, the same E.164 form.
    check(async (req, res) => {
      const lead = parseBody(leadRequest, req.body);
      locals(res).input = { ...lead, phone: callablePhone(lead.phone, 'phone') } satisfies LeadRequest;
    }),
    createLimiter({
      name: 'demo-lead',
      rule: DEMO_LIMITS['contact-creation'],
      message: demoLimitMessage('contact-creation'),
      code: 'DEMO_RATE_LIMIT_EXCEEDED',
      action: 'contact-creation',
      ...(deps.limiterStore ? { store: deps.limiterStore('demo-lead') } : { maxEntries: deps.maxVisitors }),
    }),
    handle(async (_req, res) => {
      const { hubspotId } = await deps.leads.save(input<LeadRequest>(res));
      res.status(201).json({ success: true, hubspotId });
    }),
  );

  return Object.assign(router, {
    countedLimiter(req: Request) {
      if (req.method !== 'POST' || !req.get(CAPTCHA_HEADER)) return undefined;
      return counted.get(routeKey(req.path));
    },
  });
}
