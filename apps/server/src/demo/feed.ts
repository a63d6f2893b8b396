import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueService } from '../modules/catalogue/service';
import {
  type GeneratedEvent,
  generateMatches,
  generateOutrights,
  generateReferenceData,
  priceMarketsAt,
  progressAt,
} from './catalogue/index';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Finished matches stay visible this long (results of the last 2 days, with a margin). */
export const KEEP_PAST_MS = 2 * DAY + 6 * HOUR;
/** Fixtures are published this far ahead (7 days of upcoming matches, with a margin). */
export const PUBLISH_AHEAD_MS = 7 * DAY + 2 * HOUR;

const floorHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;

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
): Promise<RollResult> {
  const ref = generateReferenceData(seed);
  const seedKey = 'demo.seed';
  const storedSeed = await catalogue.feedState(seedKey);
  if (storedSeed === undefined) {
    await catalogue.ingestReference(ref);
    await catalogue.setFeedState(seedKey, String(seed));
  } else if (storedSeed !== String(seed)) {
    throw new Error(
      `the database holds the demo catalogue of seed ${storedSeed}, not ${seed}: use another DATABASE_URL or the same DEMO_SEED`,
    );
  }

  const from = floorHour(now - KEEP_PAST_MS);
  const to = floorHour(now + PUBLISH_AHEAD_MS) + HOUR;
  const untilKey = 'demo.published_until';
  const publishedUntil = Number((await catalogue.feedState(untilKey)) ?? from);
  const start = Math.max(from, Math.min(publishedUntil, to));
  let inserted = 0;
  if (start < to) {
    const events = generateMatches(seed, ref, start, to).map((event) => atNow(event, now));
    inserted += await catalogue.ingestEvents(events);
    await catalogue.setFeedState(untilKey, String(to));
  }
  inserted += await catalogue.ingestEvents(generateOutrights(seed, ref, now));

  // One batch per tick: one transaction, one catalogue version step.
  const updates = [];
  for (const match of await catalogue.activeMatches(now)) {
    const progress = progressAt(match, now);
    if (progress.status === 0) continue;
    const markets = priceMarketsAt(
      { id: Number(match.id), urn_id: match.urn_id, start_time: match.start_time, script: match.script },
      now,
    );
    updates.push({ id: Number(match.id), state: progress, markets });
  }
  await catalogue.ingestMatchStates(updates);
  const advanced = updates.length;
  const pruned = await catalogue.prune(now - KEEP_PAST_MS - 6 * HOUR);
  return { inserted, advanced, pruned };
}

/** Runs the demo feed: one roll now (seeding an empty database), then one every `tickMs`. */
export async function startDemoFeed(options: {
  catalogue: CatalogueService;
  seed: number;
  log: FastifyBaseLogger;
  clock?: () => number;
  tickMs?: number;
}): Promise<() => Promise<void>> {
  const clock = options.clock ?? Date.now;
  const first = await rollCatalogue(options.catalogue, options.seed, clock());
  options.log.info({ seed: options.seed, ...first }, 'demo catalogue rolled forward');
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => rollCatalogue(options.catalogue, options.seed, clock()))
      .catch((error: unknown) => options.log.error({ err: error }, 'demo feed tick failed'));
  }, options.tickMs ?? 5000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
