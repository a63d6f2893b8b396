import { MESSAGE_KEYS } from '@sportsbook/betting';
import {
  BetsErrorKey,
  MarketStatus,
  PlaceBetCode,
  type TCustomBetRequest,
  type TMarket,
  type TSiteConfig,
  type ZCustomCalculateReply,
} from '@sportsbook/contract';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { CatalogueService, Page } from '../catalogue/service';
import { localize } from './messages';
import type { BetsRepo, BettableMatch } from './repo';
import type { CustomBetPricer } from './service';

type Selection = TCustomBetRequest['selections'][number];
type Priced = Awaited<ReturnType<CustomBetPricer['price']>>;
type TCustomCalculateReply = z.infer<typeof ZCustomCalculateReply>;

/** A pricer that can also tell which of the match's outcomes cannot join the selections. */
export interface CustomBetCalculator extends CustomBetPricer {
  calculate(
    match: BettableMatch,
    selections: readonly { market_id: number; specifier: string; outcome_id: string }[],
  ): Promise<{ priced: Priced; unavailable: string[] }>;
}

function canCalculate(pricer: CustomBetPricer): pricer is CustomBetCalculator {
  return typeof (pricer as Partial<CustomBetCalculator>).calculate === 'function';
}

/** Market groups that say nothing about where a market sits in the bet builder. */
const NOT_BUILDER_TABS = new Set(['all', 'betbuilder', 'top', 'favorites']);

/**
 * The bet builder's tabs for a market: its own groups ('goals', 'halves', 'totals', …) without the
 * catalogue-wide ones; 'main' for a market with none (1X2, winner, double chance).
 */
export function customBetGroups(market: TMarket): string[] {
  const groups = market.market_groups.filter((g) => !NOT_BUILDER_TABS.has(g));
  return groups.length > 0 ? groups : ['main'];
}

const MARKETS_LIMIT = 500;

export interface CustomBetsServiceOptions {
  repo: BetsRepo;
  catalogue: CatalogueService;
  siteConfig: TSiteConfig;
  /** No pricer: the bet builder is off (every price is refused as unavailable). */
  pricer?: CustomBetPricer;
}

/**
 * The bet builder (custom bets): the markets a match offers for it, and the price of a set of
 * same-match selections. Pricing needs no player; placing goes through `BetsService.place` with the
 * price as `custom_odds`, which prices again and answers 120 when the price moved.
 */
export class CustomBetsService {
  private readonly site: TSiteConfig;

  constructor(private readonly options: CustomBetsServiceOptions) {
    this.site = options.siteConfig;
  }

  private get minSelections(): number {
    return this.site.is_allowed_single_custom_bet ? 1 : 2;
  }

  /** The match's open and suspended bet-builder markets, with their builder tabs; 404 for no match. */
  async markets(matchId: number): Promise<Page<TMarket>> {
    const page = await this.options.catalogue.markets(matchId, {
      page: 1,
      limit: MARKETS_LIMIT,
      group_key: 'betbuilder',
      market_id: undefined,
    });
    const data =
      this.site.custom_bet_enabled && this.options.pricer
        ? page.data
            .filter((m) => m.status === MarketStatus.allowed || m.status === MarketStatus.suspended)
            .map((m) => ({ ...m, custom_bet_groups: customBetGroups(m) }))
        : [];
    return { data, pagination: { total: data.length, page: 1, limit: MARKETS_LIMIT, last_page: 1 } };
  }

  /**
   * The price of the selections, or why there is none, and the outcomes that cannot join them. A
   * lone selection is priced for the outcomes it rules out but gets no odds unless the site allows
   * single custom bets (SPEC §5: at least 2).
   */
  async calculate(request: TCustomBetRequest): Promise<TCustomCalculateReply> {
    const checked = await this.check(request.selections);
    if ('refused' in checked) return { odds: null, message: checked.refused, unavailable: [] };
    const { pricer, match } = checked;
    const { priced, unavailable } = canCalculate(pricer)
      ? await pricer.calculate(match, request.selections)
      : { priced: await pricer.price(match, request.selections), unavailable: [] };
    if ('refused' in priced) return { odds: null, message: priced.refused, unavailable };
    if (request.selections.length < this.minSelections)
      return { odds: null, message: MESSAGE_KEYS.customBetMinSelections, unavailable };
    return { odds: priced.odds, message: null, unavailable };
  }

  /** The price to place with; a refusal is a 400 with code 103 and the reason's key. */
  async odds(request: TCustomBetRequest, locale: string): Promise<{ odds: number }> {
    const refuse = (key: string) =>
      new AppError(400, PlaceBetCode.validation, key, [{ path: 'body.selections', message: key }], {
        localized_message: localize(key, locale),
      });
    if (request.selections.length < this.minSelections) throw refuse(MESSAGE_KEYS.customBetMinSelections);
    const checked = await this.check(request.selections);
    if ('refused' in checked) throw refuse(checked.refused);
    const priced = await checked.pricer.price(checked.match, request.selections);
    if ('refused' in priced) throw refuse(priced.refused);
    return { odds: priced.odds };
  }

  /** What every price needs: the builder on, one known match, no selection twice. */
  private async check(
    selections: readonly Selection[],
  ): Promise<{ pricer: CustomBetPricer; match: BettableMatch } | { refused: string }> {
    const { pricer } = this.options;
    const matchIds = new Set(selections.map((s) => s.match_id));
    if (!this.site.custom_bet_enabled || !pricer || matchIds.size !== 1)
      return { refused: BetsErrorKey.customBetUnavailable };
    const keys = new Set(selections.map((s) => `${s.market_id}|${s.specifier}|${s.outcome_id}`));
    if (keys.size !== selections.length) return { refused: BetsErrorKey.duplicateSelection };
    const [matchId] = matchIds;
    const match = (await this.options.repo.matches([matchId as number])).get(matchId as number);
    if (match?.type !== 'match') return { refused: BetsErrorKey.customBetUnavailable };
    return { pricer, match };
  }
}
