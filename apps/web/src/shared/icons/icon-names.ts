/**
 * The icons of SPEC §7 'GET /fe-api/icons.svg' (a pair: interface icons, sport icons), by the
 * Tabler icon each one is drawn from. A sport without one of its own shows `default`.
 */
export const SPORT_ICONS: Readonly<Record<string, string>> = {
  football: 'ball-football',
  basketball: 'ball-basketball',
  tennis: 'ball-tennis',
  'ice-hockey': 'ice-skating',
  volleyball: 'ball-volleyball',
  handball: 'play-handball',
  baseball: 'ball-baseball',
  'american-football': 'ball-american-football',
  'table-tennis': 'ping-pong',
  cricket: 'cricket',
  'premium-cricket': 'cricket',
  'horse-racing': 'horse',
  lotteries: 'ticket',
  rugby: 'rugby',
  darts: 'target-arrow',
  'counter-strike': 'crosshair',
  'dota-2': 'swords',
  'league-of-legends': 'crown',
  valorant: 'target',
  default: 'trophy',
};

export const UI_ICONS: Readonly<Record<string, string>> = {
  live: 'broadcast',
  esports: 'device-gamepad-2',
  arena: 'device-gamepad-3',
};

/** The element id of a sport's symbol in the page, its own or the default one. */
export const sportIconId = (sportKey: string) =>
  `sport-${Object.hasOwn(SPORT_ICONS, sportKey) ? sportKey : 'default'}`;

export const uiIconId = (name: keyof typeof UI_ICONS & string) => `icon-${name}`;
