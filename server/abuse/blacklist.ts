/**
 * The blacklist behind the BLACKLISTED answer and the "suspicious activity" dialog. Two sources: addresses
 * and ranges the operator configures, and temporary blocks the gateway puts on a visitor who keeps failing
 * the captcha or hitting the demo limits. Temporary blocks live in the shared store so every instance sees
 * them; visitors are keyed as the rate limits key them (IPv6 by /56), so a visitor cannot step around a
 * block by moving to another address of the same network. Store failures propagate: the caller decides.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { KeyValueStore } from '../state/store';
import { visitorKey } from './limits';

type StrikeReason = 'captcha' | 'rate-limit';

export interface AutoBlockRule {
  /** Strikes within windowMs that block the visitor. */
  strikes: number;
  windowMs: number;
  /** How long the block lasts. */
  blockMs: number;
}

/** Ten strikes in ten minutes block a visitor for fifteen minutes. */
export const DEFAULT_AUTO_BLOCK: Readonly<AutoBlockRule> = Object.freeze({
  strikes: 10,
  windowMs: 10 * 60_000,
  blockMs: 15 * 60_000,
});

export interface BlacklistOptions {
  /** Configured addresses and CIDR ranges, IPv4 or IPv6 (see parseBlacklistEntries). */
  entries: readonly string[];
  /** Where the strikes are counted, and the blocks kept unless `blocks` is given. */
  store: KeyValueStore;
  /**
   * Where the blocks are kept, when not in `store`: in the embedded mode a room of their own, which a flood of
   * strikes or of demo sessions cannot make forget a block.
   */
  blocks?: KeyValueStore;
  /** The clock a block's end is measured on (the store's own expiry removes it later). */
  now?: () => number;
  autoBlock?: AutoBlockRule;
  /**
   * With a shared store (Redis), how long this instance trusts what it last read about a visitor: a block
   * another instance puts in place reaches this one within that time, and a visitor's burst of requests
   * costs one lookup instead of one each. 0 (the default) asks the store every time.
   */
  rememberMs?: number;
}

export interface Blacklist {
  /**
   * Whether the visitor is blocked. Checks asked while the store is still answering an earlier one for the
   * same visitor share its read (the scale-out mode starts one before the API limit, see server/abuse/early-counting.ts).
   */
  isBlocked(ip: string): Promise<boolean>;
  /** Counts a strike against the visitor; true when this strike is the one that blocked them. */
  strike(ip: string, reason: StrikeReason): Promise<boolean>;
}

const STRIKES_PREFIX = 'blacklist:strikes:';
const BLOCKED_PREFIX = 'blacklist:blocked:';

interface ParsedEntry {
  address: string;
  family: 'ipv4' | 'ipv6';
  /** Absent for a single address. */
  prefix?: number;
}

/**
 * The IPv4 address an IPv4-mapped IPv6 address (::ffff:1.2.3.4, ::ffff:102:304, 0:0:0:0:0:ffff:...) stands for,
 * so that a visitor reaching a dual-stack socket meets the rules written for IPv4. Anything else is returned
 * as it is, without a zone (fe80::1%eth0).
 */
export function normalizeIp(ip: string): string {
  const address = ip.trim().split('%')[0] ?? '';
  if (!isIPv6(address)) return address;
  let canonical: string;
  try {
    // The URL parser writes IPv6 in one canonical compressed form, embedded dotted quads included.
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const high = Number.parseInt(mapped[1] ?? '0', 16);
  const low = Number.parseInt(mapped[2] ?? '0', 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function parseEntry(entry: string): ParsedEntry {
  const invalid = () =>
    new Error(
      `Invalid blacklist entry "${entry}": expected an IPv4 or IPv6 address or CIDR range (e.g. 203.0.113.7, 203.0.113.0/24, 2001:db8::/32)`,
    );
  const [base = '', prefixText, ...rest] = entry.split('/');
  if (rest.length > 0 || base.includes('%')) throw invalid();
  const v4 = isIPv4(base);
  if (!v4 && !isIPv6(base)) throw invalid();

  if (prefixText === undefined) {
    const address = normalizeIp(base);
    return { address, family: isIPv4(address) ? 'ipv4' : 'ipv6' };
  }
  if (!/^\d{1,3}$/.test(prefixText)) throw invalid();
  const prefix = Number(prefixText);
  if (prefix > (v4 ? 32 : 128)) throw invalid();
  if (v4) return { address: base, family: 'ipv4', prefix };
  // An IPv4-mapped range (::ffff:203.0.113.0/120) is the IPv4 range it maps.
  const normalized = normalizeIp(base);
  if (isIPv4(normalized) && prefix >= 96) return { address: normalized, family: 'ipv4', prefix: prefix - 96 };
  return { address: base, family: 'ipv6', prefix };
}

/**
 * Reads the configured blacklist: addresses and CIDR ranges separated by commas or whitespace. Throws an
 * Error naming the first entry that is neither.
 */
export function parseBlacklistEntries(text: string): string[] {
  const entries = text.split(/[\s,]+/).filter((entry) => entry !== '');
  for (const entry of entries) parseEntry(entry);
  return entries;
}

/** A block is stored as "<end in ms>:<reason of the last strike>", readable by an operator looking at the store. */
function blockEnd(value: string): number {
  const end = value.split(':')[0] ?? '';
  // A value this gateway did not write (an operator's manual block) lasts until the store lets it expire.
  return /^\d+$/.test(end) ? Number(end) : Number.POSITIVE_INFINITY;
}

function checkRule(rule: AutoBlockRule): AutoBlockRule {
  for (const [name, value] of Object.entries(rule)) {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new Error(`Invalid automatic block rule: ${name} must be a positive whole number, got ${value}`);
    }
  }
  return rule;
}

export function createBlacklist({
  entries,
  store,
  blocks = store,
  now = Date.now,
  autoBlock = DEFAULT_AUTO_BLOCK,
  rememberMs = 0,
}: BlacklistOptions): Blacklist {
  const configured = new BlockList();
  for (const entry of entries) {
    const { address, family, prefix } = parseEntry(entry.trim());
    if (prefix === undefined) configured.addAddress(address, family);
    else configured.addSubnet(address, prefix, family);
  }
  // BlockList.check builds a socket address for every question; with nothing configured, nothing to ask.
  const hasEntries = entries.some((entry) => entry.trim() !== '');
  const rule = checkRule({ ...autoBlock });

  // Visitor key -> blocked until (0: not blocked), kept in two generations of rememberMs / 2 each: an answer
  // serves for at most rememberMs, and an old generation goes whole (no sweep, no timer, no entry per visitor
  // left behind).
  let current = new Map<string, number>();
  let currentStart = now();
  let previous = new Map<string, number>();
  let previousStart = Number.NEGATIVE_INFINITY;
  const rotate = (t: number) => {
    if (t < currentStart) {
      // The clock was set back: nothing remembered can be dated any more.
      current = new Map();
      currentStart = t;
      previous = new Map();
      previousStart = Number.NEGATIVE_INFINITY;
      return;
    }
    if (t - currentStart < rememberMs / 2) return;
    previous = current;
    previousStart = currentStart;
    current = new Map();
    currentStart = t;
  };
  const remember = (key: string, until: number) => {
    if (rememberMs <= 0) return;
    rotate(now());
    current.set(key, until);
  };
  // Visitor key -> the store read under way (started early, or asked by several requests at once).
  const reading = new Map<string, Promise<number>>();
  const read = (key: string): Promise<number> => {
    let pending = reading.get(key);
    if (!pending) {
      pending = blocks.get(BLOCKED_PREFIX + key).then((block) => {
        const until = block === null ? 0 : blockEnd(block);
        remember(key, until);
        return until;
      });
      reading.set(key, pending);
      const done = () => reading.delete(key);
      pending.then(done, done);
    }
    return pending;
  };
  const known = (key: string): number | undefined => {
    if (rememberMs <= 0) return undefined;
    const t = now();
    rotate(t);
    // Everything in the current generation is younger than rememberMs / 2; the previous one serves while its
    // oldest possible entry is young enough.
    return current.get(key) ?? (t - previousStart < rememberMs ? previous.get(key) : undefined);
  };

  return {
    async isBlocked(ip) {
      const address = normalizeIp(ip);
      const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
      if (family && hasEntries && configured.check(address, family)) return true;
      const key = visitorKey(address);
      const until = known(key) ?? (await read(key));
      return until > now();
    },

    async strike(ip, reason) {
      const key = visitorKey(normalizeIp(ip));
      const count = await store.increment(STRIKES_PREFIX + key, rule.windowMs);
      if (count < rule.strikes) return false;
      // setIfAbsent: of several strikes crossing the line at once, one reports the block.
      const blocked = await blocks.setIfAbsent(BLOCKED_PREFIX + key, `${now() + rule.blockMs}:${reason}`, rule.blockMs);
      // The count starts again, so that when the block ends one more strike does not block again at once.
      if (blocked) {
        remember(key, now() + rule.blockMs);
        await store.delete(STRIKES_PREFIX + key);
      }
      return blocked;
    },
  };
}
