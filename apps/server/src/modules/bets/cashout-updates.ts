import type { CatalogueService } from '../catalogue/service';
import type { BetsService, PlayerNotifier } from './service';

/**
 * Publishes `bet_cashout_changed` when prices move on a match that holds open bets: the changed
 * matches are gathered and looked at once per interval, and a bet's value goes out only when it
 * differs from the last one sent.
 */
export function startCashoutUpdates(options: {
  catalogue: CatalogueService;
  bets: BetsService;
  notify: PlayerNotifier;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): () => void {
  const pending = new Set<number>();
  const sent = new Map<string, number | null>();
  const stop = options.catalogue.onChange((change) => {
    if (change.kind === 'markets') pending.add(change.matchId);
    else if (change.kind === 'match_state') pending.add(change.id);
  });
  let running = false;
  const timer = setInterval(async () => {
    if (running || pending.size === 0) return;
    running = true;
    const matchIds = [...pending];
    pending.clear();
    try {
      for (const { bet, value } of await options.bets.cashoutValuesOnMatches(matchIds)) {
        if (sent.has(bet.id) && sent.get(bet.id) === value) continue;
        sent.set(bet.id, value);
        await options.notify(bet.player_id, {
          type: 'bet_cashout_changed',
          data: { bet_id: bet.id, to_cashout: value },
        });
      }
      // Bounded memory: values of bets that left the open set are forgotten now and then.
      if (sent.size > 50_000) sent.clear();
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = false;
    }
  }, options.intervalMs ?? 1000);
  timer.unref();
  return () => {
    stop();
    clearInterval(timer);
  };
}
