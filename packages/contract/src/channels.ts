// Channels (SPEC §7 'Real-time'; DESIGN 'Wire contract'). Namespaces are what an operator's
// Centrifugo is configured by: `public`, `match`, `player`. No zod here: browsers import this.

/** Channel namespaces, as named in a Centrifugo configuration's `channel.namespaces[].name`. */
export const RealtimeNamespace = { public: 'public', match: 'match', player: 'player' } as const;

/** Channels starting with this prefix need a subscription token (SPEC §6). */
export const PRIVATE_CHANNEL_PREFIX = '$';

/** The language part of a channel: the locale's language, with `br` mapped to `pt` (SPEC §7). */
export function realtimeLang(locale: string): string {
  const lang = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  return lang === 'br' ? 'pt' : lang;
}

/** Public updates of one language: live lists, counters, provider status. */
export const publicChannel = (lang: string) => `public:${realtimeLang(lang)}`;
/** Public updates of one match in one language. */
export const matchChannel = (lang: string, matchId: number) => `match:${realtimeLang(lang)}:${matchId}`;
/** Private updates of one player in one language; subscribing needs a subscription token. */
export const playerChannel = (lang: string, userId: string) =>
  `${PRIVATE_CHANNEL_PREFIX}player:${realtimeLang(lang)}:${userId}`;

/** Reads a player channel name back; null when the channel is not one. */
export function parsePlayerChannel(channel: string): { lang: string; userId: string } | null {
  const match = /^\$player:([a-z]{2,3}):(.+)$/.exec(channel);
  return match?.[1] && match[2] ? { lang: match[1], userId: match[2] } : null;
}

/**
 * Every publication type (SPEC §7), the one list: the zod union in `realtime.ts` is built from it
 * and browsers check incoming publications against it without loading zod.
 */
export const REALTIME_EVENT_TYPES = [
  'match_changed',
  'markets_changed',
  'match_status_changed',
  'provider_status_changed',
  'balance_changed',
  'bet_changed',
  'bet_cashout_changed',
  'bonus_issued',
  'unread_counters_changed',
  'notification',
  'prediction_changed',
  'tournament_pool_changed',
] as const;
export type TRealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];
