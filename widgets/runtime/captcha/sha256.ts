/**
 * SHA-256 of one message with a 4-byte counter at its end, for each counter in turn, computed synchronously.
 *
 * The proof of work hashes tens of thousands of 36-byte messages that differ only in their last four bytes.
 * WebCrypto answers each digest through a promise: in Firefox and WebKit one awaited digest costs 40-70 µs,
 * almost all of it the round trip, which made the captcha take 1-2 s on the main thread. Here the blocks
 * before the counter are compressed once, and each counter costs one compression (about 1 µs).
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** One compression of the 64-byte block at `offset` of `bytes` into `state`. */
function compress(state: Uint32Array, bytes: DataView, offset: number, w: Uint32Array): void {
  for (let i = 0; i < 16; i++) w[i] = bytes.getUint32(offset + i * 4);
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15] as number;
    const y = w[i - 2] as number;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0;
  }
  let a = state[0] as number;
  let b = state[1] as number;
  let c = state[2] as number;
  let d = state[3] as number;
  let e = state[4] as number;
  let f = state[5] as number;
  let g = state[6] as number;
  let h = state[7] as number;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + (K[i] as number) + (w[i] as number)) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = ((state[0] as number) + a) | 0;
  state[1] = ((state[1] as number) + b) | 0;
  state[2] = ((state[2] as number) + c) | 0;
  state[3] = ((state[3] as number) + d) | 0;
  state[4] = ((state[4] as number) + e) | 0;
  state[5] = ((state[5] as number) + f) | 0;
  state[6] = ((state[6] as number) + g) | 0;
  state[7] = ((state[7] as number) + h) | 0;
}

/**
 * Returns `digest(counter)`: SHA-256 of `head` followed by the counter as a big-endian 32-bit integer. The
 * returned array is reused by the next call.
 */
export function counterHasher(head: Uint8Array): (counter: number) => Uint8Array {
  const length = head.length + 4;
  const padded = new Uint8Array(Math.ceil((length + 9) / 64) * 64);
  padded.set(head);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  // The message length in bits, as a 64-bit big-endian integer in the last eight bytes.
  view.setUint32(padded.length - 8, Math.floor((length * 8) / 2 ** 32));
  view.setUint32(padded.length - 4, (length * 8) >>> 0);

  const w = new Uint32Array(64);
  // The blocks before the one the counter starts in are the same for every counter: compressed once.
  const firstVarying = Math.floor(head.length / 64) * 64;
  const midstate = new Uint32Array(INITIAL);
  for (let offset = 0; offset < firstVarying; offset += 64) compress(midstate, view, offset, w);

  const state = new Uint32Array(8);
  const digest = new Uint8Array(32);
  const digestView = new DataView(digest.buffer);
  return (counter) => {
    view.setUint32(head.length, counter);
    state.set(midstate);
    for (let offset = firstVarying; offset < padded.length; offset += 64) compress(state, view, offset, w);
    for (let i = 0; i < 8; i++) digestView.setUint32(i * 4, state[i] as number);
    return digest;
  };
}
