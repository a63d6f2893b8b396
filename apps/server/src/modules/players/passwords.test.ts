import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, HASH_SLOTS, hashPassword, SCRYPT_PARAMS, Semaphore, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores scrypt with N ≥ 2^15, r 8, p 1 and a 16-byte salt beside the hash', async () => {
    const stored = await hashPassword('correct horse');
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect(Number(N)).toBeGreaterThanOrEqual(2 ** 15);
    expect([Number(r), Number(p)]).toEqual([8, 1]);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64url')).toHaveLength(SCRYPT_PARAMS.keyLength);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('salts every hash: the same password hashes differently', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('never matches a malformed stored hash or the dummy hash', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1e9$8$1$AA$AA')).toBe(false);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
  });
});

describe('the bound on concurrent hashes', () => {
  it('runs at most its limit of tasks at once, the others in arrival order', async () => {
    const semaphore = new Semaphore(2);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    let peak = 0;
    const tasks = [0, 1, 2, 3, 4].map((i) =>
      semaphore.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(i);
            peak = Math.max(peak, semaphore.active);
            releases.push(() => resolve(i));
          }),
      ),
    );
    await Promise.resolve();
    expect([semaphore.active, semaphore.waiting]).toEqual([2, 3]);
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect([semaphore.active, semaphore.waiting]).toEqual([0, 0]);
  });

  it('holds password hashes beyond the bound in line', async () => {
    const hashes = Array.from({ length: HASH_SLOTS.limit + 3 }, () => hashPassword('a password'));
    expect(HASH_SLOTS.active).toBe(HASH_SLOTS.limit);
    expect(HASH_SLOTS.waiting).toBe(3);
    await Promise.all(hashes);
    expect([HASH_SLOTS.active, HASH_SLOTS.waiting]).toEqual([0, 0]);
  });

  it('frees its slot when a task fails', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'next')).toBe('next');
    expect(semaphore.active).toBe(0);
  });
});
