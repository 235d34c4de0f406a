/**
 * The deployment recipe under load: two gateway processes on one Redis behind HAProxy running
 * server/deploy/haproxy.cfg, visitors' traffic through it all along (pages, the blog, ROI e-mails, demo
 * visitors with their captcha, job and lead), e-mails to a real SMTP server that counts them.
 *
 * A rolling restart (SIGTERM to each gateway in turn, started again once it has exited, the next one once
 * HAProxy sees it UP) costs nothing: not one request fails, not even once before a retry, no 5xx, and every
 * acknowledged e-mail and lead arrives once. A gateway killed mid-load (SIGKILL) costs no keyed action: the
 * ROI e-mails and leads under way are retried with their key on the other instance, and none is lost or made
 * twice.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, HAPROXY, type Restart, startCluster } from './cluster';
import { KINDS, type KindCounts, type LoadReport, startLoad } from './visitor-load';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The drain's settings: readiness fails at once, requests are served 2 s more (HAProxy needs about 1 s). */
const GATEWAY_ENV = {
  SHUTDOWN_DELAY_MS: '2000',
  SHUTDOWN_GRACE_MS: '10000',
  // An e-mail whose delivery failed (the SMTP server busy) is tried again soon.
  OUTBOX_RETRY_BASE_MS: '200',
  OUTBOX_RETRY_MAX_MS: '2000',
};

interface Delivered {
  /** Acknowledged items: delivered once, not at all (lost), or as two e-mails or leads (twice). */
  acknowledged: number;
  once: number;
  lost: string[];
  twice: string[];
  /**
   * Items delivered again under the same id (the same Message-ID, the same lead file): the outbox delivers at
   * least once, and an instance killed between the SMTP server's acceptance and its record of it leaves the
   * item to be sent again, which mail clients show as one message.
   */
  redelivered: string[];
  /** Items whose request failed for good: delivered anyway (at most once), or not. */
  unacknowledged: number;
  unacknowledgedDelivered: number;
  unacknowledgedTwice: string[];
}

/** What the load sent against what arrived: the ids delivered to each address, once per delivery. */
function tally(
  sent: { acknowledged: string[]; unacknowledged: string[] },
  delivered: Map<string, string[]>,
): Delivered {
  const count = (address: string) => new Set(delivered.get(address)).size;
  // An address with what arrived for it, to read in a failure.
  const shown = (address: string) => `${address}: ${(delivered.get(address) ?? []).join(' ')}`;
  return {
    acknowledged: sent.acknowledged.length,
    once: sent.acknowledged.filter((address) => delivered.get(address)?.length === 1).length,
    lost: sent.acknowledged.filter((address) => count(address) === 0),
    twice: sent.acknowledged.filter((address) => count(address) > 1).map(shown),
    redelivered: [...sent.acknowledged, ...sent.unacknowledged]
      .filter((address) => count(address) === 1 && (delivered.get(address)?.length ?? 0) > 1)
      .map(shown),
    unacknowledged: sent.unacknowledged.length,
    unacknowledgedDelivered: sent.unacknowledged.filter((address) => count(address) > 0).length,
    unacknowledgedTwice: sent.unacknowledged.filter((address) => count(address) > 1).map(shown),
  };
}

/** Groups the ids of what was delivered by address. */
function byAddress(deliveries: { address: string; id: string }[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const { address, id } of deliveries) grouped.set(address, [...(grouped.get(address) ?? []), id]);
  return grouped;
}

/**
 * Waits until the outbox is empty and every acknowledged e-mail and lead has arrived (a killed instance's
 * claimed items come back when their lease runs out), then counts what arrived, per address: the e-mails at
 * the SMTP server by their Message-ID, the leads in the instances' folders by their file.
 */
async function deliveries(cluster: Cluster, report: LoadReport, marker: string) {
  const ours = (address: string) => address.includes(`.${marker}.`);
  const emails = () =>
    byAddress(
      cluster.smtp.received
        .map((mail) => ({ address: mail.to.join(','), id: mail.messageId }))
        .filter(({ address }) => ours(address)),
    );
  const leads = async () =>
    byAddress(
      (await Promise.all(cluster.gateways.map((gateway) => gateway.leads())))
        .flat()
        .map((lead) => ({ address: lead.email, id: lead.file }))
        .filter(({ address }) => ours(address)),
    );
  const deadline = performance.now() + 90_000;
  for (;;) {
    const [outbox, arrived, kept] = [await cluster.outbox(), emails(), await leads()];
    const done =
      outbox.pending.length === 0 &&
      report.roi.acknowledged.every((address) => arrived.has(address)) &&
      report.leads.acknowledged.every((address) => kept.has(address));
    if (done || performance.now() > deadline) break;
    await sleep(250);
  }
  // Anything sent twice would be on its way by now.
  await sleep(1000);
  const outbox = await cluster.outbox();
  return {
    pending: outbox.pending.length,
    dead: outbox.dead.length,
    roi: tally(report.roi, emails()),
    leads: tally(report.leads, await leads()),
  };
}

function print(
  title: string,
  report: LoadReport,
  delivered: Awaited<ReturnType<typeof deliveries>>,
  restarts: Restart[],
  haproxy: string[],
) {
  const total = (pick: (counts: KindCounts) => number) => KINDS.reduce((n, kind) => n + pick(report.kinds[kind]), 0);
  console.log(
    [
      `\n${title}: ${total((c) => c.requests)} requests in ${report.seconds.toFixed(1)} s, ` +
        `${total((c) => c.retried)} needed a retry, ${total((c) => c.failed)} failed for good, ` +
        `${total((c) => c.status5xx)} 5xx answers, ${report.skipped} skipped`,
      ...KINDS.map((kind) => {
        const c = report.kinds[kind];
        return `  ${kind.padEnd(8)} ${String(c.requests).padStart(5)} requests, ${c.retried} retried, ${c.failed} failed, ${c.status5xx} 5xx, ${c.replayed} replayed, ${c.captchaAsked} asked for a captcha, slowest ${c.slowestMs} ms`;
      }),
      `  failed attempts: ${JSON.stringify(report.errors)}; failed requests: ${JSON.stringify(report.failures)}`,
      ...(['roi', 'leads'] as const).map((what) => {
        const d = delivered[what];
        return (
          `  ${what === 'roi' ? 'ROI e-mails' : 'leads'}: ${d.acknowledged} acknowledged, ${d.once} delivered once, ` +
          `${d.lost.length} lost, ${d.twice.length} twice, ${d.redelivered.length} delivered again under the same id ` +
          `${JSON.stringify(d.redelivered)}; ` +
          `${d.unacknowledged} unacknowledged (${d.unacknowledgedDelivered} delivered)`
        );
      }),
      `  outbox: ${delivered.pending} pending, ${delivered.dead} dead`,
      ...restarts.map(
        (r) =>
          `  ${r.name} ${r.signal}: DOWN at HAProxy ${r.downMs ?? '-'} ms, exited ${r.exitedMs} ms (code ${r.exitCode}), ` +
          `ready ${r.readyMs} ms, UP ${r.upMs} ms`,
      ),
      ...haproxy.map((line) => `  HAProxy: ${line}`),
    ].join('\n'),
  );
}

/** HAProxy's notices since `from` (servers going DOWN and UP, and why) and its counters so far. */
async function haproxyNotes(cluster: Cluster, from: number): Promise<string[]> {
  const rows = (await cluster.stats()).filter((row) => row.pxname === 'alex_gateways');
  const counters = ['status', 'wretr', 'wredis', 'econ', 'eresp', 'hrsp_5xx', 'qmax', 'chkfail', 'chkdown'];
  return [
    // Its log lines (syslog's <priority> first), not the same notices on stderr.
    ...cluster
      .haproxyOutput()
      .slice(from)
      .split('\n')
      .filter((line) => line.startsWith('<') && line.includes('Server '))
      .map((line) => line.replace(/^<\d+>\w+ +\d+ [\d:]+ haproxy\[\d+\]: /, '')),
    ...rows.map((row) => `${row.svname}: ${counters.map((name) => `${name} ${row[name]}`).join(', ')}`),
  ];
}

const haproxyMissing = !existsSync(HAPROXY);
if (haproxyMissing && process.env.CI) {
  throw new Error(`HAProxy is missing at ${HAPROXY}: install it (apt-get install -y haproxy) or set HAPROXY_PATH.`);
}
if (haproxyMissing) {
  console.warn(
    `Skipping the load balancer test: HAProxy is not installed at ${HAPROXY} (sudo apt-get install -y haproxy, ` +
      'or set HAPROXY_PATH); in CI (CI=1) a missing HAProxy fails it.',
  );
}

describe.skipIf(haproxyMissing)('two gateways behind HAProxy (server/deploy/haproxy.cfg), under load', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({ env: GATEWAY_ENV });
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  }, 30_000);

  it('a rolling restart: not one request fails, not even once before a retry; every e-mail and lead arrives once', async () => {
    const logged = cluster.haproxyOutput().length;
    const load = startLoad(cluster.url, { marker: 'rolling' });
    await sleep(2000);
    const restarts: Restart[] = [];
    for (const gateway of cluster.gateways) {
      restarts.push(await cluster.restart(gateway, 'SIGTERM'));
      await sleep(1000);
    }
    const report = await load.stop();
    const delivered = await deliveries(cluster, report, 'rolling');
    print('Rolling restart', report, delivered, restarts, await haproxyNotes(cluster, logged));

    // Each drained within its grace.
    expect(restarts.map((restart) => restart.exitCode)).toEqual(cluster.gateways.map(() => 0));
    for (const kind of KINDS) {
      expect(report.kinds[kind].requests, kind).toBeGreaterThan(0);
      expect(
        {
          kind,
          retried: report.kinds[kind].retried,
          failed: report.kinds[kind].failed,
          status5xx: report.kinds[kind].status5xx,
          captchaAsked: report.kinds[kind].captchaAsked,
        },
        JSON.stringify(report.errors),
      ).toEqual({ kind, retried: 0, failed: 0, status5xx: 0, captchaAsked: 0 });
    }
    expect(report.errors).toEqual({});
    for (const what of ['roi', 'leads'] as const) {
      const d = delivered[what];
      expect({
        what,
        lost: d.lost,
        twice: d.twice,
        redelivered: d.redelivered,
        unacknowledged: d.unacknowledged,
      }).toEqual({ what, lost: [], twice: [], redelivered: [], unacknowledged: 0 });
      expect(d.once).toBe(d.acknowledged);
    }
    expect(delivered.dead).toBe(0);
  }, 240_000);

  it('a gateway killed mid-load: the keyed ROI e-mails and leads under way are retried on the other, and arrive once', async () => {
    const logged = cluster.haproxyOutput().length;
    const load = startLoad(cluster.url, { marker: 'killed' });
    await sleep(3000);
    const [victim] = cluster.gateways;
    if (!victim) throw new Error('no gateway');
    // The kill comes while keyed requests are being handled: 20 ROI e-mails at once, on both instances, and
    // the first has been answered.
    await load.burst(20);
    const restart = await cluster.restart(victim, 'SIGKILL', 2000);
    await sleep(2000);
    const report = await load.stop();
    const delivered = await deliveries(cluster, report, 'killed');
    print('SIGKILL mid-load', report, delivered, [restart], await haproxyNotes(cluster, logged));

    expect(restart.exitCode).toBeNull();
    // Pages, the blog, and the keyed actions: retried (by HAProxy, or the client with the key) until done.
    for (const kind of ['page', 'blog', 'roi', 'lead'] as const) {
      expect({ kind, failed: report.kinds[kind].failed }, JSON.stringify(report.failures)).toEqual({ kind, failed: 0 });
    }
    // No second e-mail or lead. One the killed instance had handed over but not yet recorded as delivered may go
    // again under the same Message-ID (the outbox delivers at least once; a reader sees one message): printed.
    for (const what of ['roi', 'leads'] as const) {
      const d = delivered[what];
      expect({ what, lost: d.lost, twice: d.twice, unacknowledgedTwice: d.unacknowledgedTwice }).toEqual({
        what,
        lost: [],
        twice: [],
        unacknowledgedTwice: [],
      });
    }
    expect(delivered.dead).toBe(0);
  }, 240_000);
});
