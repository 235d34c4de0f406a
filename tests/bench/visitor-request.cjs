// autocannon (in its worker thread) calls this before each request.
// With `visitors` in the context (a file of [address, token] pairs, see demo-visitors.ts): the requests go
// visitor after visitor, `perVisitor` each, every one from the visitor's own address with the captcha token it
// solved there, so every request is one the gateway accepts. Past the last visitor the first ones come back,
// and the gateway refuses them: the run's non-2xx answers tell.
// Without: the refusal path. Every request comes from another random address with one visitor's token, which
// its network does not accept (403 before any limit is counted).
const fs = require('node:fs');

const pools = new Map();
const CAPTCHA_HEADER = 'x-captcha-token';

module.exports = (request, context) => {
  if (context.visitors) {
    let pool = pools.get(context.visitors);
    if (!pool) {
      pool = { visitors: JSON.parse(fs.readFileSync(context.visitors, 'utf8')), sent: 0 };
      pools.set(context.visitors, pool);
    }
    const [address, token] = pool.visitors[Math.floor(pool.sent / context.perVisitor) % pool.visitors.length];
    pool.sent += 1;
    request.headers = { ...request.headers, [CAPTCHA_HEADER]: token, 'x-forwarded-for': address };
    return request;
  }
  const n = Math.floor(Math.random() * 0xffffff);
  request.headers = { ...request.headers, 'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}` };
  return request;
};
