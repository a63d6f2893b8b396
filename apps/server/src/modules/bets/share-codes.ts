import { isMarketOffered, isSelectionOpen } from '@sportsbook/betting';
import {
  BetsErrorKey,
  ErrorCode,
  type TRestoredSelection,
  type TShareCodeReplyBets,
  type TSharedBet,
} from '@sportsbook/contract';
import { AppError } from '../../errors';
import { BetsJob, outcomesOf, randomCode } from './context';
import { lineKey } from './repo';

/** Share codes: a slip stored under a short code, restored with the catalogue's current odds. */
export class ShareCodes extends BetsJob {
  async createShareCode(bets: readonly TSharedBet[]): Promise<string> {
    this.assertSharing();
    for (const [index, bet] of bets.entries())
      if (!this.site.currencies[bet.currency])
        throw AppError.invalid(`body.bets.${index}.stake.currency`, BetsErrorKey.unknownCurrency);
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = randomCode(8);
      if (await this.repo.insertShareCode(code, bets, this.clock())) return code;
    }
    throw new Error('no free share code after 5 attempts');
  }

  /** The shared bets with their selections as the catalogue has them now (SPEC §4 'Share restore'). */
  async shareCode(code: string, acceptLanguage?: string): Promise<TShareCodeReplyBets> {
    this.assertSharing();
    const name = this.namesIn(acceptLanguage);
    const bets = await this.repo.shareCode(code.toUpperCase());
    if (bets === undefined)
      throw new AppError(404, ErrorCode.notFound, BetsErrorKey.shareNotFound, [
        { path: 'query.code', message: BetsErrorKey.shareNotFound },
      ]);
    const all = bets.flatMap((bet) => bet.selections);
    const [matches, lines] = await Promise.all([
      this.repo.matches([...new Set(all.map((s) => s.match_id))]),
      this.repo.lines(
        all.map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
      ),
    ]);
    return {
      bets: bets
        .map((bet) => ({
          ...bet,
          selections: bet.selections.flatMap((s): TRestoredSelection[] => {
            const match = matches.get(s.match_id);
            const line = lines.get(lineKey(s.match_id, s.market_id, s.specifier));
            const outcome = outcomesOf(line).find((o) => o.id === s.outcome_id);
            if (!match || !line || !isMarketOffered(line.status) || !outcome) return [];
            return [
              {
                match_id: s.match_id,
                market_id: s.market_id,
                specifier: s.specifier,
                outcome_id: s.outcome_id,
                match_urn_id: match.urn_id,
                match_slug: match.slug,
                match_status: match.status,
                home: match.home,
                away: match.away,
                category_name: name(match.category_name),
                sport_key: match.sport_key,
                provider: match.provider,
                market_name: name(line.name),
                outcome_name: name(outcome.name),
                odds: outcome.odds,
                active: isSelectionOpen({ matchStatus: match.status, marketStatus: line.status, outcome }),
              },
            ];
          }),
        }))
        .filter((bet) => bet.selections.length > 0),
    };
  }

  /** SPEC §4 'Share restore': with the site's `share_bet` flag off, share codes do not exist. */
  private assertSharing(): void {
    if (this.site.features.share_bet !== true) throw AppError.notFound('features.share_bet');
  }
}
