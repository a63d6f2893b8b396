import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBoundaries } from './boundaries.mjs';

// Each case injects one import into a temporary copy of the web app's sources and expects the check
// (what `npm run lint` runs) to name it; the untouched copy must pass.
const webRoot = path.resolve(import.meta.dirname, '..');
let copy: string;

const append = (file: string, line: string) => fs.appendFileSync(path.join(copy, file), `\n${line}\n`);

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'web-boundaries-'));
  fs.copyFileSync(path.join(webRoot, 'package.json'), path.join(copy, 'package.json'));
  for (const dir of ['src', 'app'])
    fs.cpSync(path.join(webRoot, dir), path.join(copy, dir), { recursive: true });
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('web boundaries', () => {
  it('the sources as they are pass', () => {
    expect(checkBoundaries(webRoot)).toEqual([]);
  });

  it.each([
    {
      what: "another feature's internal, by alias",
      file: 'src/features/betslip/bet-slip.tsx',
      line: "import { BetCard } from '@/features/bets/components/bet-card';",
      expected:
        /bet-slip\.tsx: imports '@\/features\/bets\/components\/bet-card', an internal of feature 'bets'/,
    },
    {
      what: "another feature's internal, by a relative path",
      file: 'src/features/betslip/bet-slip.tsx',
      line: "import { sharedFromSlip } from '../bets/share';",
      expected: /bet-slip\.tsx: imports '\.\.\/bets\/share', an internal of feature 'bets'/,
    },
    {
      what: 'a feature imported from shared',
      file: 'src/shared/money.ts',
      line: "import { useSession } from '@/features/account';",
      expected: /src\/shared\/money\.ts: src\/shared imports feature 'account'/,
    },
    {
      what: 'a cycle inside a feature',
      file: 'src/features/bets/api/keys.ts',
      line: "import { refreshBets } from '../cache';",
      expected: /import cycle: .*src\/features\/bets\/api\/keys\.ts.*src\/features\/bets\/cache\.ts/,
    },
    {
      what: "a cycle through two features' entries",
      file: 'src/features/account/use-session.ts',
      line: "import { useOddsType } from '@/features/settings';",
      expected: /import cycle: .*src\/features\/account\/index\.ts.*src\/features\/settings\/index\.ts/,
    },
    {
      what: 'a module imported for its side effects that the build would drop',
      file: 'src/features/betslip/bet-slip.tsx',
      line: "import './slip-live';",
      expected: /bet-slip\.tsx: imports '\.\/slip-live' for its side effects/,
    },
  ])('fails on $what', ({ file, line, expected }) => {
    const original = fs.readFileSync(path.join(copy, file), 'utf8');
    append(file, line);
    try {
      const problems = checkBoundaries(copy);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.join('\n')).toMatch(expected);
    } finally {
      fs.writeFileSync(path.join(copy, file), original);
    }
    expect(checkBoundaries(copy)).toEqual([]);
  });

  it('a type-only import makes no cycle', () => {
    const file = 'src/features/account/use-session.ts';
    const original = fs.readFileSync(path.join(copy, file), 'utf8');
    append(
      file,
      "import type { OddsType } from '@sportsbook/betting';\nimport type { useOddsType } from '@/features/settings';",
    );
    try {
      expect(checkBoundaries(copy)).toEqual([]);
    } finally {
      fs.writeFileSync(path.join(copy, file), original);
    }
  });
});
