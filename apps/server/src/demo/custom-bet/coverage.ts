/** What the bet builder covers: the markets the scenarios can result per sport, on half lines. */

/** One selection of the bet builder: an outcome of a market line. */
export interface Leg {
  readonly market_id: number;
  readonly specifier: string;
  readonly outcome_id: string;
}

/** Markets read on regular time's total score (no period, no overtime); not draw no bet, which pushes. */
const FULL_TIME = [1, 10, 14, 15, 16, 18, 19, 20, 21, 26, 29, 30, 31, 32, 35, 37, 45];
/** Football's scenarios keep both halves. */
const FOOTBALL = [...FULL_TIME, 47, 52, 60, 68, 75, 83, 90];
const SETS = [186, 188, 190, 199, 202];
export const MODELLED: Readonly<Record<string, readonly number[]>> = {
  football: FOOTBALL,
  'ice-hockey': FULL_TIME,
  handball: FULL_TIME,
  rugby: FULL_TIME,
  basketball: [...FULL_TIME, 219, 223, 225, 226, 227, 228],
  'american-football': [...FULL_TIME, 219, 223, 225, 226, 227, 228],
  baseball: [...FULL_TIME, 251, 256, 258],
  cricket: [340, 605],
  tennis: [...SETS, 189],
  volleyball: [...SETS, 238],
  'table-tennis': [...SETS, 238],
  darts: [...SETS, 238],
  'counter-strike': SETS,
  valorant: SETS,
  'dota-2': SETS,
  'league-of-legends': SETS,
};

/** Whether the bet builder can price this market of this sport. */
export function isModelled(sport: string, marketId: number): boolean {
  return MODELLED[sport]?.includes(marketId) ?? false;
}

/** A total or handicap line that no score meets, not even by half: x.5 (European `hcp=a:b` too). */
export function isHalfLineSpecifier(specifier: string): boolean {
  if (specifier === '') return true;
  for (const part of specifier.split('|')) {
    const [key, value = ''] = part.split('=');
    if ((key === 'total' || key === 'hcp') && /^[+-]?\d+(\.\d+)?$/.test(value)) {
      const line = Number(value);
      if (!Number.isInteger(line * 2) || Number.isInteger(line)) return false;
    }
  }
  return true;
}
