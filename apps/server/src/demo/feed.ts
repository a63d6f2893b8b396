import { setImmediate as nextTurn } from 'node:timers/promises';
import { isMarketOpen } from '@sportsbook/betting';
import { MatchStatus, type TOutcome, type TRealtimeEvent } from '@sportsbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { NewMarket } from '../db/schema';
import type { CatalogueService } from '../modules/catalogue/service';
import {
  type GeneratedEvent,
  generateMatches,
  generateOutrights,
  generateReferenceData,
  priceMarketsAt,
  progressAt,
} from './catalogue/index';
import { RACE_MARKET_OPENS_MS } from './catalogue/markets/race';
import { applyDrift, type Random, stepDrift } from './odds-walk';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Finished matches stay visible this long (results of the last 2 days, with a margin). */
export const KEEP_PAST_MS = 2 * DAY + 6 * HOUR;
/** Fixtures are published this far ahead (7 days of upcoming matches, with a margin). */
export const PUBLISH_AHEAD_MS = 7 * DAY + 2 * HOUR;

/** Where the feed state keeps the seed of the catalogue the database holds. */
export const DEMO_SEED_KEY = 'demo.seed';

const floorHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;

/** Live matches priced and written per step of a roll (see the note in rollCatalogue). */
const MATCHES_PER_STEP = 4;

/** The seed and shape each catalogue has been checked against (once per process, not per tick). */
const shapeChecked = new WeakMap<CatalogueService, string>();

/** Raised when what the generator publishes for a fixture changes, so fixtures published before are replaced. */
const FIXTURE_FORMAT = 2;

/** The hour whose outrights each catalogue has been given. */
const outrightsRolled = new WeakMap<CatalogueService, number>();

/** Sets an event's state and prices to what they are at `now` (a match may already be live or over). */
function atNow(event: GeneratedEvent, now: number): GeneratedEvent {
  if (event.match.type !== 'match' || event.match.start_time > now) return event;
  const progress = progressAt(
    { start_time: event.match.start_time, script: event.match.script ?? null },
    now,
  );
  const match = {
    ...event.match,
    status: progress.status,
    statistics: progress.statistics ? JSON.stringify(progress.statistics) : null,
    updated_at: now,
  };
  const markets = priceMarketsAt(
    {
      id: Number(match.id),
      urn_id: match.urn_id,
      start_time: match.start_time,
      script: match.script ?? null,
    },
    now,
  );
  return { match, markets };
}

export interface RollResult {
  inserted: number;
  advanced: number;
  pruned: number;
}

/**
 * Rolls the demo catalogue forward to `now`: publishes fixtures up to a week ahead, moves started
 * matches through live to finished with their scores and prices, and drops what is older than the
 * results window. It calls only the catalogue's feed-ingest methods, as a real feed would.
 * Idempotent: rolling twice to the same instant changes nothing the second time.
 */
export async function rollCatalogue(
  catalogue: CatalogueService,
  seed: number,
  now: number,
  /** Sees each started match's model markets and returns what to store (the odds walk adds its drift). */
  adjust: (matchId: number, status: number, markets: NewMarket[]) => NewMarket[] = (_id, _status, markets) =>
    markets,
): Promise<RollResult> {
  const ref = generateReferenceData(seed);
  const shape = `${FIXTURE_FORMAT}:${ref.sports.length}/${ref.categories.length}/${ref.tournaments.length}/${ref.competitors.length}`;
  const shapeKey = 'demo.shape';
  const checked = shapeChecked.get(catalogue) === `${seed}|${shape}`;
  let storedShape: string | undefined = shape;
  if (!checked) {
    const storedSeed = await catalogue.feedState(DEMO_SEED_KEY);
    if (storedSeed !== undefined && storedSeed !== String(seed)) {
      throw new Error(
        `the database holds the demo catalogue of seed ${storedSeed}, not ${seed}: use another DATABASE_URL or the same DEMO_SEED`,
      );
    }
    // The generator may have grown since the database was seeded (a new sport, a new area): its
    // reference rows are added (existing ones are kept), the fixtures not started and not bet on
    // are dropped, and the window is published again.
    storedShape = storedSeed === undefined ? undefined : await catalogue.feedState(shapeKey);
    if (storedShape !== shape) {
      await catalogue.ingestReference(ref);
      if (storedSeed === undefined) await catalogue.setFeedState(DEMO_SEED_KEY, String(seed));
      // Fixtures published by the generator before are dropped unless a bet is on them.
      else await catalogue.dropUpcoming(now);
    }
  }

  const from = floorHour(now - KEEP_PAST_MS);
  const to = floorHour(now + PUBLISH_AHEAD_MS) + HOUR;
  const untilKey = 'demo.published_until';
  const publishedUntil = storedShape === shape ? Number((await catalogue.feedState(untilKey)) ?? from) : from;
  const start = Math.max(from, Math.min(publishedUntil, to));
  let inserted = 0;
  if (start < to) {
    const events = generateMatches(seed, ref, start, to).map((event) => atNow(event, now));
    inserted += await catalogue.ingestEvents(events);
    await catalogue.setFeedState(untilKey, String(to));
  }
  if (storedShape !== shape) await catalogue.setFeedState(shapeKey, shape);
  shapeChecked.set(catalogue, `${seed}|${shape}`);
  // Outrights change with the season: once an hour is plenty (generating them takes milliseconds).
  if (outrightsRolled.get(catalogue) !== floorHour(now)) {
    inserted += await catalogue.ingestEvents(generateOutrights(seed, ref, now));
    outrightsRolled.set(catalogue, floorHour(now));
  }

  // Pricing every live match takes tens of milliseconds; a few matches are priced and written
  // at a time, with the event loop given back in between, so requests are not held up by a tick.
  let advanced = 0;
  // Races are priced in the hour before the off too: a racing market moves before the start.
  const races = ref.sports.filter((sport) => sport.type === 'horse_racing').map((sport) => sport.id);
  const active = await catalogue.activeMatches(now, { sportIds: races, until: now + RACE_MARKET_OPENS_MS });
  for (let i = 0; i < active.length; i += MATCHES_PER_STEP) {
    if (i > 0) await nextTurn();
    const updates = [];
    for (const match of active.slice(i, i + MATCHES_PER_STEP)) {
      const progress = progressAt(match, now);
      if (progress.status === MatchStatus.prematch && !races.includes(match.sport_id)) continue;
      const markets = priceMarketsAt(
        { id: Number(match.id), urn_id: match.urn_id, start_time: match.start_time, script: match.script },
        now,
      );
      updates.push({
        id: Number(match.id),
        state: progress,
        markets: adjust(Number(match.id), progress.status, markets),
      });
    }
    await catalogue.ingestMatchStates(updates);
    advanced += updates.length;
  }
  const pruned = await catalogue.prune(now - KEEP_PAST_MS - 6 * HOUR);
  return { inserted, advanced, pruned };
}

/** Open markets of the live matches as the model prices them now, which the odds walk moves around. */
export class OddsWalk {
  /** Drift per market line, keyed `${matchId}|${marketId}|${specifier}`. */
  private readonly drift = new Map<string, number[]>();
  /** The model's market set per live match, from the latest roll. */
  private readonly live = new Map<number, NewMarket[]>();
  private budget = 0;

  constructor(private readonly random: Random) {}

  private key(market: NewMarket): string {
    return `${market.match_id}|${market.market_id}|${market.specifier}`;
  }

  private drifted(market: NewMarket): NewMarket {
    const drift = this.drift.get(this.key(market));
    if (!drift || !isMarketOpen(market.status)) return market;
    return {
      ...market,
      outcomes: JSON.stringify(applyDrift(JSON.parse(market.outcomes) as TOutcome[], drift)),
    };
  }

  /** The roll's hook: remembers the model of live matches and stores them with their drift. */
  readonly adjust = (matchId: number, status: number, markets: NewMarket[]): NewMarket[] => {
    if (status !== MatchStatus.live) {
      this.live.delete(matchId);
      for (const key of this.drift.keys()) if (key.startsWith(`${matchId}|`)) this.drift.delete(key);
      return markets;
    }
    this.live.set(matchId, markets);
    return markets.map((market) => this.drifted(market));
  };

  /**
   * Moves `rate × seconds` random open lines of live matches one step; returns the changed markets
   * (as stored: model price with drift, margin kept).
   */
  step(rate: number, seconds: number): NewMarket[] {
    this.budget += rate * seconds;
    const count = Math.floor(this.budget);
    this.budget -= count;
    const matches = [...this.live.values()]
      .map((markets) => markets.filter((m) => isMarketOpen(m.status)))
      .filter((m) => m.length > 0);
    if (matches.length === 0) return [];
    const changed = new Map<string, NewMarket>();
    for (let i = 0; i < count; i++) {
      const markets = matches[Math.floor(this.random() * matches.length)] as NewMarket[];
      const market = markets[Math.floor(this.random() * markets.length)] as NewMarket;
      const key = this.key(market);
      const outcomes = (JSON.parse(market.outcomes) as TOutcome[]).length;
      this.drift.set(key, stepDrift(this.drift.get(key) ?? new Array(outcomes).fill(0), this.random));
      changed.set(key, this.drifted(market));
    }
    return [...changed.values()];
  }
}

/** Seeded uniform generator (mulberry32): the demo stays reproducible for a given seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;

/**
 * Runs the demo feed: one roll now (seeding an empty database), then a roll every `tickMs` (clocks,
 * scores, status changes, fixtures) and, in between, the odds walk: about `rate` price changes per
 * second across the live matches, written in one batch every `walkMs`. Now and then a provider goes
 * inactive for a short while (`provider_status_changed`).
 */
export async function startDemoFeed(options: {
  catalogue: CatalogueService;
  seed: number;
  log: FastifyBaseLogger;
  clock?: () => number;
  tickMs?: number;
  /** Odds changes per second across all live matches (FEED_RATE). */
  rate?: number;
  walkMs?: number;
  /** Publishes a public event (provider status changes). */
  publish?: (event: TRealtimeEvent) => Promise<unknown>;
  /** Mean seconds between provider status flips; 0 turns them off. */
  providerFlipEverySeconds?: number;
}): Promise<() => Promise<void>> {
  const clock = options.clock ?? Date.now;
  const walk = new OddsWalk(seededRandom(options.seed));
  const random = seededRandom(options.seed ^ 0x5eed);
  const first = await rollCatalogue(options.catalogue, options.seed, clock(), walk.adjust);
  options.log.info({ seed: options.seed, ...first }, 'demo catalogue rolled forward');
  let running: Promise<unknown> = Promise.resolve();
  const enqueue = (work: () => Promise<unknown>, what: string) => {
    running = running
      .then(work)
      .catch((error: unknown) => options.log.error({ err: error }, `demo feed ${what} failed`));
  };
  const timer = setInterval(
    () => enqueue(() => rollCatalogue(options.catalogue, options.seed, clock(), walk.adjust), 'roll'),
    options.tickMs ?? 5000,
  );
  timer.unref();

  const walkMs = options.walkMs ?? 100;
  const rate = options.rate ?? 50;
  const flipEvery = options.providerFlipEverySeconds ?? 900;
  const inactive = new Map<string, number>();
  let walking = false;
  const walker = setInterval(() => {
    // A slow database must not pile walks up; a skipped step's budget carries over.
    if (walking) return;
    walking = true;
    enqueue(async () => {
      try {
        const changed = walk.step(rate, walkMs / 1000);
        if (changed.length > 0) await options.catalogue.ingestMarkets(changed);
        if (options.publish && flipEvery > 0) await flipProviders(clock());
      } finally {
        walking = false;
      }
    }, 'odds walk');
  }, walkMs);
  walker.unref();

  const flipProviders = async (now: number) => {
    for (const [provider, until] of inactive) {
      if (until > now) continue;
      inactive.delete(provider);
      await options.publish?.({
        type: 'provider_status_changed',
        data: { provider: provider as (typeof PROVIDERS)[number], active: true },
      });
    }
    if (random() < walkMs / 1000 / flipEvery) {
      const provider = PROVIDERS[Math.floor(random() * PROVIDERS.length)] as (typeof PROVIDERS)[number];
      if (inactive.has(provider)) return;
      inactive.set(provider, now + 20_000);
      await options.publish?.({ type: 'provider_status_changed', data: { provider, active: false } });
    }
  };

  return async () => {
    clearInterval(timer);
    clearInterval(walker);
    await running;
  };
}
