import { rmSync } from 'node:fs';

/** Removes the run's throwaway database. */
export default function teardown() {
  const file = process.env.E2E_DATABASE_FILE;
  if (file && !process.env.E2E_REUSE)
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}
