/**
 * The report e-mail the demo's consent promises, end to end on a real SMTP server: the gateway keeps it in its
 * outbox when the call is created, and sends it once the call's report exists, exactly once, whether the
 * visitor's page is still open or not; a call nobody answered or that was cancelled ends without an e-mail;
 * and a gateway restarted between the call and its report still sends it. In the embedded mode (the journal
 * on disk) and the scale-out mode (Redis, two instances).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dependencies } from '../../server/app';
import type { Call, RecruiterApi } from '../../server/demo/recruiter';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import type { OutboxItem } from '../../server/outbox/store';
import { callClock, DEMO, DEMO_ENV, nextEmail, runDemo, Visitor } from './demo-helpers';
import {
  makeConnectedGateway,
  makeGateway,
  type ParsedMail,
  parseMail,
  startSmtpServer,
  type TestSmtpServer,
} from './helpers';
import { type RedisServer, startRedisServer } from './redis-server';

let smtp: TestSmtpServer;
let redis: RedisServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  redis = await startRedisServer();
});

afterAll(async () => {
  await smtp?.close();
  await redis?.stop();
});

/** Short waits between looks at a call under way, and the e-mails to the test's SMTP server. */
const env = () => ({
  ...DEMO_ENV,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  OUTBOX_RETRY_BASE_MS: '50',
  OUTBOX_RETRY_MAX_MS: '200',
});

interface Gateway {
  app: Express;
  deps: Dependencies;
}

/** How a test starts (and starts again) a gateway of one mode, all of them on one call clock. */
interface Mode {
  name: string;
  /** A gateway; one started again after `stop` finds what the previous one kept. */
  start(): Promise<Gateway>;
}

/** The embedded mode: a journal under one DATA_DIR; the recruiter backend lives on across restarts, as a real one does. */
async function embedded(recruiter: RecruiterApi): Promise<Mode> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-report-'));
  return {
    name: 'embedded',
    start: async () => makeGateway({ ...env(), DATA_DIR: dataDir }, { recruiter }),
  };
}

/** The scale-out mode: instances sharing Redis, the sandbox's state in it. */
function scaleOut(clock: ReturnType<typeof callClock>): Mode {
  return {
    name: 'Redis',
    start: async () =>
      makeConnectedGateway(
        { ...env(), REDIS_URL: redis.url, CAPTCHA_SECRET: 'a-secret-every-instance-shares-0123456789' },
        { now: clock.now },
      ),
  };
}

const reportItems = async (deps: Dependencies, email: string): Promise<OutboxItem[]> =>
  (await deps.outbox.store.pending()).filter(
    (item) => item.kind === 'demo-report' && (item.payload as { email?: string }).email === email,
  );

const mailsTo = async (email: string): Promise<(ParsedMail & { outboxId: string })[]> =>
  Promise.all(
    smtp.received
      .filter((mail) => mail.to.includes(email))
      .map(async (mail) => ({ ...(await parseMail(mail.raw)), outboxId: mail.outboxId })),
  );

/** Lets the workers look a few more times: nothing more is sent. */
const settle = async (...gateways: Gateway[]) => {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await Promise.all(gateways.map((gateway) => gateway.deps.outbox.drain()));
};

const modes: [string, (clock: ReturnType<typeof callClock>) => Promise<Mode>][] = [
  ['embedded (journal)', async (clock) => embedded(sandboxRecruiter({ now: clock.now }))],
  ['scale-out (Redis)', async (clock) => scaleOut(clock)],
];

describe.each(modes)('the report e-mail, %s', (_name, makeMode) => {
  it('is kept when the call is created and sent once when the report is ready, not before', async () => {
    const clock = callClock();
    const mode = await makeMode(clock);
    const gateway = await mode.start();
    try {
      const email = nextEmail();
      const visitor = new Visitor(gateway.app);
      const run = await runDemo(visitor, { email });

      const [item, ...others] = await reportItems(gateway.deps, email);
      expect(others).toEqual([]);
      expect(item?.payload).toMatchObject({ call: run.call.id, language: 'fr', name: 'Ann Martin', email });

      // While the call is under way: looked at, not sent, and no attempt counted.
      await settle(gateway);
      expect(await mailsTo(email)).toEqual([]);
      expect(await reportItems(gateway.deps, email)).toMatchObject([{ id: item?.id, attempts: 0 }]);

      // The call ends; nobody reads the report (the visitor closed the tab): the e-mail goes anyway.
      clock.finishCalls();
      await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), { timeout: 10_000, interval: 100 });
      const [mail] = await mailsTo(email);
      expect(mail?.outboxId).toBe(item?.id);
      expect(mail?.subject).toMatch(/^Le compte rendu de votre entretien de démo avec Alex\u00a0: /);

      // It is the report the visitor can read on the page, with what the interview asked.
      const call = (await visitor.get(`${DEMO}/api/call/${run.call.id}/`).expect(200)).body as Call;
      const report = (await visitor.get(`${DEMO}/api/report/${call.report}/`).expect(200)).body;
      const interview = (await visitor.get(`${DEMO}/api/interview/${run.interview.id}/`).expect(200)).body as {
        questions: { text: string }[];
      };
      for (const { text } of interview.questions) expect(mail?.text).toContain(text);
      for (const reason of Object.values(report.reasons as Record<string, string>))
        expect(mail?.text).toContain(reason);
      expect(mail?.html).toContain('href="https://cal.com/alex-recruiter/demo-fr"');

      // Exactly once: later looks, and the visitor reading the report again, send nothing more.
      await visitor.get(`${DEMO}/api/report/${call.report}/`).expect(200);
      await settle(gateway);
      expect(await mailsTo(email)).toHaveLength(1);
      expect(await reportItems(gateway.deps, email)).toEqual([]);
      expect(await gateway.deps.outbox.store.dead()).toEqual([]);
    } finally {
      await gateway.deps.close();
    }
  });

  it('ends without an e-mail when the call is cancelled', async () => {
    const clock = callClock();
    const mode = await makeMode(clock);
    const gateway = await mode.start();
    try {
      const email = nextEmail();
      const visitor = new Visitor(gateway.app);
      const run = await runDemo(visitor, { email });
      await visitor.request('post', `${DEMO}/api/call/${run.call.id}/cancel/`, null).expect(200);
      await vi.waitFor(async () => expect(await reportItems(gateway.deps, email)).toEqual([]), {
        timeout: 10_000,
        interval: 100,
      });
      clock.finishCalls();
      await settle(gateway);
      expect(await mailsTo(email)).toEqual([]);
      expect(await gateway.deps.outbox.store.dead()).toEqual([]);
    } finally {
      await gateway.deps.close();
    }
  });

  it('is sent once by a gateway started again between the call and its report', async () => {
    const clock = callClock();
    const mode = await makeMode(clock);
    const first = await mode.start();
    const email = nextEmail();
    const run = await runDemo(new Visitor(first.app), { email });
    const [item] = await reportItems(first.deps, email);
    expect(item?.payload).toMatchObject({ call: run.call.id });
    await first.deps.close();

    clock.finishCalls();
    // Two gateways take over (in the embedded mode one after the other, as one DATA_DIR has one owner).
    const second = await mode.start();
    try {
      await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), { timeout: 10_000, interval: 100 });
      await settle(second);
      if (mode.name === 'Redis') {
        const third = await mode.start();
        await settle(second, third);
        await third.deps.close();
      }
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.outboxId).toBe(item?.id);
      expect(await reportItems(second.deps, email)).toEqual([]);
    } finally {
      await second.deps.close();
    }
  });
});

describe('the report e-mail of a call nobody answered', () => {
  it('is not sent, and leaves the outbox', async () => {
    const clock = callClock();
    const inner = sandboxRecruiter({ now: clock.now });
    const unanswered = new Set<number>();
    // The sandbox's calls are always answered; this backend's are not when the test says so.
    const recruiter: RecruiterApi = {
      ...inner,
      async getCall(id) {
        const call = await inner.getCall(id);
        return unanswered.has(id) ? { ...call, status: 'no_answer', report: null } : call;
      },
    };
    const { app, deps } = await (await embedded(recruiter)).start();
    try {
      const email = nextEmail();
      const run = await runDemo(new Visitor(app), { email });
      unanswered.add(run.call.id);
      clock.finishCalls();
      await vi.waitFor(async () => expect(await reportItems(deps, email)).toEqual([]), {
        timeout: 10_000,
        interval: 100,
      });
      await settle({ app, deps });
      expect(await mailsTo(email)).toEqual([]);
      expect(await deps.outbox.store.dead()).toEqual([]);
    } finally {
      await deps.close();
    }
  });
});
