import type { FastifyBaseLogger } from 'fastify';
import type { BetsService } from '../modules/bets/service';
import type { CatalogueService } from '../modules/catalogue/service';

/**
 * Demo settlement driver: when the feed moves a match to a finished state, the bets on it are
 * settled through the bets service (the call a real results feed would make). Also runs once at
 * start, for matches that finished while the server was down. Runs are serialised.
 */
export function startDemoSettlement(options: {
  catalogue: CatalogueService;
  bets: BetsService;
  log: FastifyBaseLogger;
}): { stop: () => Promise<void>; settleNow: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  const settleNow = (): Promise<void> => {
    if (queued) return running;
    queued = true;
    running = running
      .then(async () => {
        queued = false;
        const settled = await options.bets.settleFinishedMatches();
        if (settled > 0) options.log.info({ settled }, 'bets settled');
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'settlement failed'));
    return running;
  };
  const stop = options.catalogue.onChange((change) => {
    if (change.kind === 'match_state') void settleNow();
  });
  void settleNow();
  return {
    settleNow,
    stop: async () => {
      stop();
      await running;
    },
  };
}
