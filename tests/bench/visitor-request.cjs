// autocannon (in its worker thread) calls this before each request: every request comes from another
// visitor address, as real traffic does, so the per-visitor demo limits measure their cost, not their refusals.
module.exports = (request) => {
  const n = Math.floor(Math.random() * 0xffffff);
  request.headers = { ...request.headers, 'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}` };
  return request;
};
