import type { JackpotsService } from './service';

/**
 * The demo's jackpot, in euros: half a percent of every stake of €1 or more, over three levels.
 * Mini drops about once in 50,000 bets (and surely by €50), Major once in 500,000 (surely by
 * €1,000), Mega only at its must-drop amount: rare enough that a demo session (or a test run with
 * the shared demo player) never meets a hit it did not ask for.
 */
export const DEMO_JACKPOT: Parameters<JackpotsService['ensure']>[0] = {
  id: 'demo-jackpot',
  name: 'Sportsbook Jackpot',
  currency: 'EUR',
  contribution_bp: 50,
  min_stake: 100,
  levels: [
    {
      id: 'demo-jackpot-mini',
      name: 'Mini',
      share_bp: 5000,
      seed: 1_000,
      must_drop: 5_000,
      probability_ppm: 500,
    },
    {
      id: 'demo-jackpot-major',
      name: 'Major',
      share_bp: 3000,
      seed: 10_000,
      must_drop: 100_000,
      probability_ppm: 50,
    },
    {
      id: 'demo-jackpot-mega',
      name: 'Mega',
      share_bp: 2000,
      seed: 100_000,
      must_drop: 2_000_000,
      probability_ppm: 2,
    },
  ],
};
