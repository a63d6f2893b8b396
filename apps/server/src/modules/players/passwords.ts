import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N = 2^15, r = 8, p = 1 (OWASP's minimum for scrypt), 16-byte salt, 32-byte key. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

/** At most `limit` tasks run at once; the others wait their turn in order. */
export class Semaphore {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(readonly limit: number) {}

  get active(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot overtake the queue.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * scrypt runs on libuv's thread pool (async crypto.scrypt), never on the event loop. The bound keeps
 * a sign-up or sign-in flood from filling the pool that file and DNS work share, and caps the
 * memory (128·N·r bytes per hash) that concurrent hashes hold; the rest wait in line.
 */
export const HASH_SLOTS = new Semaphore(2);

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  // Scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is exactly that at N=2^15, r=8.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return HASH_SLOTS.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** 'scrypt$N$r$p$salt$hash' (base64url): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number; keyLength: number; saltLength: number } = SCRYPT_PARAMS,
): Promise<string> {
  const { N, r, p, keyLength, saltLength } = params;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (![N, R, P].every((v) => Number.isSafeInteger(v) && v > 0) || N > 2 ** 20 || R > 32 || P > 16)
    return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length < 16) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), N, R, P, expected.length);
  return timingSafeEqual(actual, expected);
}

/** Verified against when the email is unknown, so both paths cost one scrypt (no timing oracle). */
export const DUMMY_HASH = `scrypt$${SCRYPT_PARAMS.N}$8$1$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(32).toString('base64url')}`;
