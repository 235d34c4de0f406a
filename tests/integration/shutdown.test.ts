/**
 * A deploy under load: the real gateway process, 20 keep-alive visitors asking for ROI e-mails, then SIGTERM;
 * the visitors stop sending a second after readiness turns 503, as behind a load balancer. No visitor sees a
 * reset, a refused connection or a socket hung up, nothing the gateway received goes unanswered or fails
 * because of the shutdown, every acknowledged e-mail is kept, and the process exits by itself (not through its
 * grace timer). Exit times are the bench's to measure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureDrain } from '../bench/shutdown';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('SIGTERM under keep-alive load', () => {
  it('answers everything it received, keeps every acknowledged e-mail and exits on its own', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-drain-'));
    dirs.push(dataDir);
    const result = await measureDrain({ dataDir, clients: 20, loadMs: 1500 });
    expect(result.answeredBefore).toBeGreaterThan(0);
    expect(result.failed).toBe(0);
    expect(result.errors).toEqual({});
    expect(result.lostReceived).toBe(0);
    expect(result.acknowledgedMissing).toBe(0);
    // Exit code 1 is the grace timer's (20 s here): the drain itself must end the process.
    expect(result.exitCode).toBe(0);
    expect(result.exitAfterSignalMs).toBeLessThan(15_000);
    // Load balancers probe, and partner pages send preflights, while it drains: answered, never a crash.
    expect(result.probes['GET /readyz 503 (draining)']).toBeGreaterThan(0);
    expect(
      Object.keys(result.probes).filter((key) => key.includes('draining') && !/ (2\d\d|503) /.test(`${key} `)),
    ).toEqual([]);
  }, 90_000);
});
