import type { BetType, ComboboostSelection, FreebetBet, Settlement } from '@sportsbook/betting';
import type { TBet, TOutcome, TRealtimeEvent, TSiteConfig } from '@sportsbook/contract';
import { randomBytesPooled } from '../../db/ids';
import type { MarketRow, PlayerRow } from '../../db/schema';
import type { ComboboostRef, UsableComboboost } from '../bonuses/comboboosts';
import type { UsableFreebet } from '../bonuses/freebets';
import type { ProgressBet } from '../bonuses/progress';
import type { CatalogueNames } from '../catalogue/names';
import type { Executor } from '../wallet/repo';
import type { BalanceChange, WalletService } from '../wallet/service';
import type { BetPresenter } from './presenting';
import type { BetsRepo, BettableMatch } from './repo';

/** Sends an event on a player's private channel (every site language). */
export type PlayerNotifier = (playerId: string, event: TRealtimeEvent) => Promise<void>;

/** Whether a provider takes bets now (site configuration, and the feed's live provider status). */
export type ProviderGate = (provider: string) => boolean;

/** Prices same-match selections together (bet builder); null when they cannot be combined. */
export interface CustomBetPricer {
  price(
    match: BettableMatch,
    selections: readonly { market_id: number; specifier: string; outcome_id: string }[],
  ): Promise<{ odds: number } | { refused: string }>;
}

/** The bonuses module's freebets as the bets module uses them (bonuses/freebets.ts). */
export interface FreebetsPort {
  /** The freebet if it can pay for this bet, else the message key saying why not. */
  usable(player: PlayerRow, bonusId: string, bet: FreebetBet): Promise<UsableFreebet | string>;
  /** How many uses the player's freebet has left (0 when it is not theirs). */
  usesLeft(playerId: string, bonusId: string): Promise<number>;
  /**
   * A settled freebet bet's bonus side, in the transaction that closes the bet: the cash it pays,
   * and what to announce once the transaction has committed.
   */
  settle(
    trx: Executor,
    bet: { id: string; player_id: string; currency: string; stake: number },
    bonusId: string,
    settlement: Settlement,
  ): Promise<{ cash: number; afterCommit: () => Promise<void> }>;
}

/** The bonuses module's comboboosts as placement uses them (bonuses/comboboosts.ts). */
export interface ComboboostsPort {
  /** The comboboost if it applies to this bet, else the message key saying why not. */
  usable(
    player: PlayerRow,
    id: string,
    bet: { type: BetType; selections: readonly ComboboostSelection[] },
  ): Promise<UsableComboboost | string>;
}

/** The bonuses module's campaigns of betting as placement feeds them (bonuses/progress.ts). */
export interface BonusProgressPort {
  /** Counts the placed bets in the campaigns they qualify for. */
  onPlaced(player: PlayerRow, bets: readonly ProgressBet[]): Promise<void>;
}

/** The jackpots module as bets use it (jackpots/service.ts). */
export interface JackpotsPort {
  /** Feeds the jackpots from placed bets and draws them; the changes to announce, the jackpots fed. */
  onPlaced(
    bets: readonly { id: string; player_id: string; currency: string; stake: number }[],
  ): Promise<{ changes: BalanceChange[]; fed: Map<string, string[]> }>;
  /** The jackpots each bet fed. */
  contributionsOf(betIds: readonly string[]): Promise<Map<string, string[]>>;
}

export interface BetsServiceOptions {
  repo: BetsRepo;
  wallet: WalletService;
  siteConfig: TSiteConfig;
  notify: PlayerNotifier;
  providerGate?: ProviderGate;
  customBets?: CustomBetPricer;
  /** Freebets (none: a bet with a bonus is refused). */
  freebets?: FreebetsPort;
  /** Comboboosts (none: a bet naming one is refused). */
  comboboosts?: ComboboostsPort;
  /** Campaigns of betting (none: bets count in none). */
  progress?: BonusProgressPort;
  /** Jackpots (none: bets feed no jackpot; the `jackpots` flag off). */
  jackpots?: JackpotsPort;
  /** Catalogue names per language (none: bets keep the catalogue's English names). */
  names?: Pick<CatalogueNames, 'translatorFor'>;
  /** Share of the fair cash-out value the house keeps (0.05 = 5 %). */
  cashoutMargin?: number;
  clock?: () => number;
  onError?: (error: unknown, what: string) => void;
}

/** What every job of the bets module works with (see BetsService). */
export interface BetsContext {
  repo: BetsRepo;
  wallet: WalletService;
  site: TSiteConfig;
  clock: () => number;
  options: BetsServiceOptions;
  presenter: BetPresenter;
  /** Sends bet_changed for each bet on the player's channel; never throws. */
  publishBets(playerId: string, bets: readonly TBet[]): Promise<void>;
}

/** The freebet a stored bet used (its bonus, as placement stored it), if any. */
export function freebetOfBet(bet: { bonus: string | null }): { id: string; type: string } | null {
  if (!bet.bonus) return null;
  const ref = JSON.parse(bet.bonus) as { id: string | number; type: string };
  return ref.type.startsWith('freebet_') ? { id: String(ref.id), type: ref.type } : null;
}

/** The comboboost a stored bet was placed with (its bonus, as placement stored it), if any. */
export function comboboostOfBet(bet: { bonus: string | null }): ComboboostRef | null {
  if (!bet.bonus) return null;
  const ref = JSON.parse(bet.bonus) as Partial<ComboboostRef>;
  return ref.type === 'comboboost' && Array.isArray(ref.legs) && Array.isArray(ref.ranges)
    ? (ref as ComboboostRef)
    : null;
}

/** One job of the bets module (placement, cash out, …): its collaborators, from the shared context. */
export abstract class BetsJob {
  protected readonly repo: BetsRepo;
  protected readonly wallet: WalletService;
  protected readonly site: TSiteConfig;
  protected readonly clock: () => number;
  protected readonly options: BetsServiceOptions;
  protected readonly presenter: BetPresenter;

  constructor(protected readonly ctx: BetsContext) {
    this.repo = ctx.repo;
    this.wallet = ctx.wallet;
    this.site = ctx.site;
    this.clock = ctx.clock;
    this.options = ctx.options;
    this.presenter = ctx.presenter;
  }

  /** Catalogue names in a request's language: what a bet or a restored slip shows the player. */
  protected namesIn(acceptLanguage: string | undefined): (name: string) => string {
    return this.options.names?.translatorFor(acceptLanguage) ?? ((name) => name);
  }
}

const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function randomCode(length: number): string {
  const bytes = randomBytesPooled(length);
  let code = '';
  for (const byte of bytes) code += REF_ALPHABET[byte % REF_ALPHABET.length];
  return code;
}

/** A selection's market line's outcomes (none without the line). */
export function outcomesOf(line: MarketRow | undefined): TOutcome[] {
  return line ? (JSON.parse(line.outcomes) as TOutcome[]) : [];
}

/** The match as a bet stores it at placement (presenting shows it once the catalogue drops it). */
export interface MatchSnapshot {
  id: number;
  urn_id: string;
  slug: string;
  name: string;
  home: string | null;
  away: string | null;
  start_time: number;
  status: BettableMatch['status'];
  sport_key: string;
  tournament_name: string;
}

export function snapshot(
  match: BettableMatch,
  name: (text: string) => string = (text) => text,
): MatchSnapshot {
  return {
    id: match.id,
    urn_id: match.urn_id,
    slug: match.slug,
    name: name(match.name),
    home: match.home,
    away: match.away,
    start_time: match.start_time,
    status: match.status,
    sport_key: match.sport_key,
    tournament_name: name(match.tournament_name),
  };
}
