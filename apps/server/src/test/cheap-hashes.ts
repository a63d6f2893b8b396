import { vi } from 'vitest';

// The API tier signs players up and in thousands of times, and at the production cost (N = 2^15)
// scrypt was most of its time. A stored hash carries its parameters, so verifying is unchanged; the
// unit tier's passwords.test.ts holds the production cost.
vi.mock('../modules/players/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../modules/players/passwords')>();
  return {
    ...original,
    hashPassword: (password: string) =>
      original.hashPassword(password, { ...original.SCRYPT_PARAMS, N: 2 ** 10 }),
  };
});
