/**
 * The demo's API: the recruiter backend behind a fixed list of routes, and the lead form. Every route that
 * creates something needs a captcha token (server/captcha/) and counts against the visitor's limit for its action; every
 * read is scoped to the demo session that created the thing. Nothing else is forwarded.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Request, type RequestHandler, Router } from 'express';
import type { Store } from 'express-rate-limit';
import { CAPTCHA_HEADER } from '../../shared/captcha';
import {
  CALL_USE_CASE,
  type CreateCallRequest,
  type CreateContactRequest,
  DEMO_MESSAGES,
  demoLimitMessage,
  INTERVIEW_DURATION,
  INTERVIEW_TEMPLATE_IDS,
  type LeadRequest,
  type ParseJobRequest,
  type ProcessUrlRequest,
  type ProcessUrlResult,
  type VerifyContentRequest,
  type VerifyContentResult,
  VOICES,
} from '../../shared/demo';
import {
  allowanceQuery,
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
import type { TokenSigner } from '../captcha/tokens';
import { HttpError, parseBody } from '../errors';
import { requestLanguage } from '../geo';
import type { Limiter } from '../limits';
import type { KeyValueStore } from '../store';
import {
  clearRefusal,
  type DemoGuards,
  demoGuards,
  idParam,
  input,
  locals,
  notFound,
  pathId,
  sid,
  tokenNetwork,
} from './guards';
import { maskedContact } from './mask';
import { type DemoPhoneCheck, validateDemoPhone } from './phone';
import { type Call, type GenerateInterviewInput, jobNotFound, type RecruiterApi, type Report } from './recruiter';
import { type ReportEmailPayload, reportEmailItem } from './report-email';
import { type DemoSessions, demoSessions } from './sessions';
import { recruiterFailure, upstream } from './upstream';

/** Where accepted leads go: the CRM when one is configured, the local outbox otherwise. */
export interface LeadSink {
  save(lead: LeadRequest): Promise<{ hubspotId: string | null }>;
}

/** Where the report e-mail of each call is promised: kept durably, sent once the call's report exists. */
export interface ReportEmails {
  promise(payload: ReportEmailPayload): Promise<void>;
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
  blacklist: Blacklist;
  callGuard: CallGuard;
  leads: LeadSink;
  /** The report e-mails the consent promises; none are sent without it. */
  reportEmails?: ReportEmails;
  /** A rate-limit store per limiter (Redis in the scale-out mode); memory when absent. */
  limiterStore?: (name: string) => Store;
  /** Without a shared store: the visitors each limit remembers at most (the least recent go first). */
  maxVisitors?: number;
  callableCountries: readonly string[];
  voiceSamplesDir: string;
  log: (error: unknown) => void;
  now?: () => number;
}

/** Where the wizard sends the lead for the sales team. */
export const LEAD_PATH = '/demo/lead';
/** The lead's former path: an alias of LEAD_PATH, deprecated, to be removed. */
export const LEGACY_LEAD_PATH = '/hubspot';

/** The paths whose requests are refused to a blocked visitor. */
export const DEMO_PATHS = ['/demo', '/recruiter-demo', LEGACY_LEAD_PATH];

/** Marks a deprecated path's answers as such, with a link to the path that replaces it. */
const deprecatedFor =
  (successor: string): RequestHandler =>
  (_req, res, next) => {
    res.setHeader('Deprecation', 'true');
    res.setHeader('Link', `<${successor}>; rel="successor-version"`);
    next();
  };

/** The demo's routes, and which limiter each counted one reaches (the scale-out mode starts its count early). */
export type DemoRouter = Router & {
  /**
   * The name of the limiter a request to a counted route will reach: only one with a captcha token (any other
   * is refused before its limit).
   */
  countedLimiter(req: Request): string | undefined;
  /** The demo session a visitor goes on with once it solved a captcha, for the captcha's verify route. */
  sessionAfterCaptcha: DemoGuards['sessionAfterCaptcha'];
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

  const {
    visitorSession,
    sessionAfterCaptcha,
    notBlocked,
    captcha,
    session,
    solvedAfterContact,
    owned,
    owns,
    valid,
    limit,
    leadLimit,
    refunding,
  } = demoGuards({ ...deps, sessions });

  router.use(DEMO_PATHS, notBlocked);

  // Step 1: the job text, pasted or read from a URL.

  post(
    '/demo/verify-content',
    captcha,
    valid(verifyContentRequest),
    limit('content-verification'),
    async (_req, res) => {
      const { content, targetLanguage } = input<VerifyContentRequest>(res);
      res.json(await deps.content.verify(content, targetLanguage));
    },
  );

  post(
    '/demo/process-url',
    captcha,
    valid(processUrlRequest),
    // Every fetch counts, whatever its outcome: it costs a fetch, and probing addresses must stay limited.
    limit('url-processing'),
    async (_req, res) => {
      const { url, targetLanguage } = input<ProcessUrlRequest>(res);
      res.json(await deps.content.processUrl(url, targetLanguage));
    },
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
    refunding('job-parsing', async (_req, res) => {
      const job = await upstream(deps.recruiter.parseJob(input<ParseJobRequest>(res)));
      await sessions.own(sid(res), 'job', job.id);
      res.status(201).json(job);
    }),
  );

  demo.get('/job/:id/', session, limit('job-retrieval'), owns('job'), async (_req, res) => {
    res.json(await upstream(deps.recruiter.getJob(pathId(res))));
  });

  type InterviewInput = Omit<GenerateInterviewInput, 'duration'> & { duration?: number };

  /** Either form of the request, checked against the session's jobs, the language's voices and template. */
  const validInterview: RequestHandler = async (req, res, next) => {
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
    next();
  };

  const generateInterview = refunding('interview-generation', async (_req, res) => {
    const form = input<InterviewInput>(res);
    const interview = await upstream(
      deps.recruiter.generateInterview({ ...form, duration: form.duration ?? INTERVIEW_DURATION }),
    );
    await sessions.own(sid(res), 'interview', interview.id);
    res.status(201).json(interview);
  });
  demo.post('/generate-interview', captcha, validInterview, limit('interview-generation'), generateInterview);
  demo.post('/api/generate-interview/', captcha, validInterview, limit('interview-generation'), generateInterview);

  demo.get('/api/interview/:id/', session, owns('interview'), async (_req, res) => {
    res.json(await upstream(deps.recruiter.getInterview(pathId(res))));
  });

  demo.get('/api/interview-template/:id/', async (req, res) => {
    const id = idParam(req);
    // Only the demo's own templates exist for a visitor.
    if (!Object.values(INTERVIEW_TEMPLATE_IDS).includes(id)) throw notFound();
    res.json(await upstream(deps.recruiter.getInterviewTemplate(id)));
  });

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

  /** The contact form, with a number the demo could call. */
  const validContact: RequestHandler = (req, res, next) => {
    const form = parseBody(createContactRequest, req.body);
    const phone = callablePhone(form.phone_number, 'phone_number');
    locals(res).input = { ...form, phone_number: phone } satisfies CreateContactRequest;
    next();
  };

  demo.post(
    '/contact',
    captcha,
    validContact,
    limit('contact-creation'),
    refunding('contact-creation', async (_req, res) => {
      // Marked first: from here on, only a captcha solved later opens the call, even while the contact is made.
      await sessions.markContactCreated(sid(res));
      const contact = await upstream(deps.recruiter.createContact(input<CreateContactRequest>(res)));
      await sessions.markContactNetwork(sid(res), contact.id, tokenNetwork(res));
      await sessions.own(sid(res), 'contact', contact.id);
      res.status(201).json(maskedContact(contact));
    }),
  );

  // The widget keeps what the visitor typed; a read gives no more than is needed to recognise it.
  demo.get('/api/contact/:id/', session, owns('contact'), async (_req, res) => {
    res.json(maskedContact(await upstream(deps.recruiter.getContact(pathId(res)))));
  });

  /** The refusal the call route gives when the day's call of this phone number or e-mail address is spent. */
  const alreadyCalled = () =>
    ({
      code: 'DEMO_RATE_LIMIT_EXCEEDED',
      message: DEMO_MESSAGES.alreadyCalled,
      details: { retryAfter: 24 * 60 * 60, action: 'call-creation', reason: 'already_called' },
    }) as const;

  /** The call form: the session's contact and interview, now or later today. */
  const validCall: RequestHandler = async (req, res, next) => {
    const form = parseBody(createCallRequest, req.body);
    await owned(res, 'contact', form.contact).catch(() => {
      throw new HttpError(400, 'VALIDATION_ERROR', `Contact ${form.contact} not found`);
    });
    // Only a contact given on the network the session is on now: a session carried elsewhere calls nobody.
    if ((await sessions.contactNetwork(sid(res), form.contact)) !== tokenNetwork(res)) {
      throw new HttpError(400, 'VALIDATION_ERROR', `Contact ${form.contact} was given on another network`, {
        fields: [{ field: 'contact', issue: 'invalid', message: 'Given on another network' }],
      });
    }
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
    next();
  };

  demo.post(
    '/call',
    captcha,
    solvedAfterContact,
    validCall,
    limit('call-creation'),
    refunding('call-creation', async (req, res) => {
      const form = input<CreateCallRequest>(res);
      // The interview's language is the report's (and the wizard's); asked for the report e-mail only, so a
      // backend that fails to answer it costs the e-mail its language, never the call.
      const [contact, interview] = await Promise.all([
        upstream(deps.recruiter.getContact(form.contact)),
        deps.reportEmails ? deps.recruiter.getInterview(form.interview).catch(() => undefined) : undefined,
      ]);
      const who = { phone: contact.phone_number, email: contact.email };
      if (!(await deps.callGuard.claim(who, sid(res)))) {
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
      // The report e-mail the consent promises, kept before the visitor is answered. The call is placed
      // whatever happens here: a store that fails is logged, and the report still shows on the page.
      if (deps.reportEmails) {
        const language = interview?.language ?? requestLanguage(req, undefined, { remembered: true }).language;
        const to = { language, name: contact.name, email: contact.email };
        await deps.reportEmails.promise(reportEmailItem(call, to, now())).catch(deps.log);
      }
      res.status(201).json(call);
    }),
  );

  /**
   * Whether the visitor may place a call now, read without spending anything: the call limit, and with a
   * contact of its session, whether this session already had the day's call of it. Asked when step 4 opens, so
   * a refusal shows before the preparation rather than after it. The refusal is the one the call route would
   * give. Of someone else's history it says nothing: a call of that number or address by another session is
   * refused only by the call route.
   */
  router.get('/demo/allowance', async (req, res) => {
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
      const sessionId = await visitorSession(req);
      if (!sessionId || !(await sessions.owns(sessionId, 'contact', contact))) throw notFound();
      const found = await upstream(deps.recruiter.getContact(contact));
      if (await deps.callGuard.isClaimedBy({ phone: found.phone_number, email: found.email }, sessionId)) {
        res.json({ allowed: false, refusal: alreadyCalled() } satisfies DemoAllowance);
        return;
      }
    }
    res.json({ allowed: true } satisfies DemoAllowance);
  });

  demo.get('/api/call/:id/', session, owns('call'), async (_req, res) => {
    const call = await upstream(deps.recruiter.getCall(pathId(res)));
    if (call.report !== null) await sessions.own(sid(res), 'report', call.report);
    res.json(call);
  });

  demo.post('/api/call/:id/cancel/', session, owns('call'), async (_req, res) => {
    res.json(await upstream(deps.recruiter.cancelCall(pathId(res))));
  });

  /** The session's reports, including those of calls that completed since it last looked. */
  const reportIds = async (sessionId: string): Promise<number[]> => {
    for (const callId of await sessions.list(sessionId, 'call')) {
      const call = await upstream(deps.recruiter.getCall(callId)).catch(() => undefined);
      if (call?.report != null) await sessions.own(sessionId, 'report', call.report);
    }
    return (await sessions.list(sessionId, 'report')).sort((a, b) => b - a);
  };

  demo.get('/api/report/', session, async (req, res) => {
    const query = parseBody(reportListQuery, req.query);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 10;
    const ids = await reportIds(sid(res));
    const slice = ids.slice((page - 1) * pageSize, page * pageSize);
    const results: Report[] = await Promise.all(slice.map((id) => upstream(deps.recruiter.getReport(id))));
    res.json({ count: ids.length, page, page_size: pageSize, results });
  });

  demo.get('/api/report/:id/', session, async (req, res) => {
    const id = idParam(req);
    // A report of a call that completed since the session last looked is the session's too.
    if (!(await sessions.owns(sid(res), 'report', id)) && !(await reportIds(sid(res))).includes(id)) {
      throw notFound();
    }
    res.json(await upstream(deps.recruiter.getReport(id)));
  });

  demo.post('/voice-sample', async (req, res) => {
    const { language, persona } = parseBody(voiceSampleRequest, req.body);
    const file = path.join(deps.voiceSamplesDir, `${language}-${persona}.mp3`);
    if (!existsSync(file)) {
      throw new HttpError(404, 'NOT_FOUND', `No voice sample available for ${language}-${persona}`);
    }
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('audio/mpeg').sendFile(file);
  });

  /** The lead form: the sales team calls the number the visitor gave for the demo, so the same check, the same E.164 form. */
  const validLead: RequestHandler = (req, res, next) => {
    const lead = parseBody(leadRequest, req.body);
    locals(res).input = { ...lead, phone: callablePhone(lead.phone, 'phone') } satisfies LeadRequest;
    next();
  };

  /** Takes the lead to the outbox; `hubspotId` is the CRM's id of the contact, null while it waits there. */
  const saveLead: RequestHandler = async (_req, res) => {
    const { hubspotId } = await deps.leads.save(input<LeadRequest>(res));
    res.status(201).json({ success: true, hubspotId });
  };

  post(LEAD_PATH, captcha, validLead, leadLimit, saveLead);
  // The lead's former path, named after the CRM: the same route under the same limit, saying it is deprecated
  // (Deprecation: true) and where its successor is, on every answer.
  post(LEGACY_LEAD_PATH, deprecatedFor(`/api${LEAD_PATH}`), captcha, validLead, leadLimit, saveLead);

  return Object.assign(router, {
    sessionAfterCaptcha,
    countedLimiter(req: Request) {
      if (req.method !== 'POST' || !req.get(CAPTCHA_HEADER)) return undefined;
      return counted.get(routeKey(req.path));
    },
  });
}
