import { randomUUID } from 'node:crypto';
import {
  BonusErrorKey,
  ErrorCode,
  type TBonusesQuery,
  type TBonusIssuedData,
  type TBonusKind,
  type TBonusListQuery,
  type TBonusStatus,
  type TCampaign,
  type TCampaignStatus,
  type TCampaignsQuery,
  type TCreateCampaignRequest,
  type TIssueBonusRequest,
  type TIssuedBonus,
  type TPlaceBet,
  type TPlayerBonus,
  type TPromoCodeReply,
  type TRealtimeEvent,
  type TSiteConfig,
  type TSlipBonus,
} from '@sportsbook/contract';
import type { PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import { Comboboosts, enrolment } from './comboboosts';
import { conditionProblems } from './conditions';
import { seedDemoBonuses } from './demo';
import { Freebets, type FreebetWallet } from './freebets';
import { visibleBonuses } from './listing';
import { Lootboxes } from './lootboxes';
import {
  type Campaign,
  decodeCampaign,
  presentCampaign,
  presentIssued,
  presentPlayerBonus,
} from './presenting';
import { BonusProgress } from './progress';
import type { ProgressRepo } from './progress-repo';
import { ProgressView } from './progress-view';
import type { BonusesRepo } from './repo';
import { type SlipMatch, upcomingBonuses } from './slip';
import { bonusStatus, bonusType, type ListedConditions } from './status';

/** The player as bonus rules see them (SPEC §6): where they live and whether they are verified. */
export type BonusPlayer = Pick<PlayerRow, 'id' | 'country' | 'verified_at'>;

/** Who a visitor is to the bonus rules: nobody holding anything, of no country, not verified. */
const VISITOR: BonusPlayer = { id: '', country: '', verified_at: null };

/** The campaigns the promotions page shows: those anyone takes part in by betting. */
const PROMOTED_KINDS: readonly TBonusKind[] = [
  'comboboost',
  'amb_freebet',
  'hunting',
  'hunting_tournament',
  'lootbox',
];

const refuse = (status: number, code: number, key: string, path: string) =>
  new AppError(status, code, key, [{ path, message: key }]);
/** Bad input named by its own key, so an operator reads what is wrong without the details. */
const invalid = (path: string, key: string) => refuse(400, ErrorCode.invalidRequest, key, path);

export interface BonusesServiceOptions {
  repo: BonusesRepo;
  siteConfig: TSiteConfig;
  /** The players module's lookup of a player by id. */
  findPlayer: (id: string) => Promise<BonusPlayer | undefined>;
  /** Funds freebets' bonus accounts when they are issued. */
  wallet: FreebetWallet;
  /** Sends an event on the player's private channel (`bonus_issued`). */
  notify?: (playerId: string, event: TRealtimeEvent) => Promise<void>;
  /** Progress in campaigns of betting (amb, hunting, tournaments, lootboxes). */
  progress: ProgressRepo;
  /** Sends an event on the public channels (`tournament_pool_changed`). */
  publish?: (event: TRealtimeEvent) => Promise<void>;
  clock?: () => number;
  /** The catalogue's ids and live state of these matches, as the slip's bonuses are judged by them. */
  slipMatches?: (ids: readonly number[]) => Promise<ReadonlyMap<number, SlipMatch>>;
}

/**
 * Bonus campaigns and the bonuses players hold of them (issue 22 item 1): the operator creates,
 * pauses, resumes, ends and lists campaigns and issues bonuses; the player lists what applies to
 * them with the status computed now (status.ts) and marks bonuses seen. A freebet's money moves
 * through the wallet: funded when issued, staked and settled by the bets module (freebets.ts).
 */
export class BonusesService {
  private readonly clock: () => number;
  /** Freebets' money: issuing funds them, placement and settlement use them (freebets.ts). */
  readonly freebets: Freebets;
  /** Comboboosts: placement applies them, settlement pays them (comboboosts.ts). */
  readonly comboboosts: Comboboosts;
  /** Campaigns of betting: placements count in them (progress.ts). */
  readonly progress: BonusProgress;
  /** Opening lootboxes (lootboxes.ts). */
  readonly lootboxes: Lootboxes;
  /** Progress on the lists, tournament ratings (progress-view.ts). */
  readonly view: ProgressView;

  constructor(private readonly options: BonusesServiceOptions) {
    this.clock = options.clock ?? Date.now;
    this.freebets = new Freebets(options.repo, options.wallet, this.clock, (playerId, issued) =>
      this.announce(playerId, issued),
    );
    const announce = (playerId: string, issued: TBonusIssuedData) => this.announce(playerId, issued);
    this.lootboxes = new Lootboxes(options.repo, options.progress, this.freebets, this.clock, announce);
    this.comboboosts = new Comboboosts(options.repo, this.clock, (id, reference) =>
      this.lootboxes.boostOf(id, reference),
    );
    this.progress = new BonusProgress({
      repo: options.repo,
      progress: options.progress,
      freebets: this.freebets,
      clock: this.clock,
      announce,
      publishPool: async (data) => options.publish?.({ type: 'tournament_pool_changed', data }),
    });
    this.view = new ProgressView(options.repo, options.progress);
  }

  /** SPEC §7 'bonus_issued' on the player's channel; a lost publication costs only the toast. */
  private async announce(playerId: string, data: TBonusIssuedData): Promise<void> {
    await this.options.notify?.(playerId, { type: 'bonus_issued', data }).catch(() => {});
  }

  private get repo(): BonusesRepo {
    return this.options.repo;
  }

  // ------------------------------------------------------------------------------------------
  // Operator

  async createCampaign(body: TCreateCampaignRequest, id: string = randomUUID()): Promise<TCampaign> {
    const validFrom = Date.parse(body.valid_from);
    const validTo = Date.parse(body.valid_to);
    if (!(validFrom < validTo)) throw invalid('body.valid_to', BonusErrorKey.validRange);
    const known = (code: string) => code in this.options.siteConfig.currencies;
    const problems = conditionProblems(body.conditions, known);
    if (problems.length > 0)
      throw new AppError(
        400,
        ErrorCode.invalidRequest,
        problems[0]?.message ?? BonusErrorKey.validRange,
        problems,
      );
    const { conditions } = body;
    if (conditions.kind === 'promo_code') {
      if (!body.promo_code) throw invalid('body.promo_code', BonusErrorKey.promoCodeRequired);
      const granted = await this.repo.findCampaign(conditions.grants_campaign_id);
      if (!granted || granted.kind === 'promo_code')
        throw invalid('body.conditions.grants_campaign_id', BonusErrorKey.grantsUnknown);
    } else if (body.promo_code) throw invalid('body.promo_code', BonusErrorKey.promoCodeNotAllowed);
    const taken = () => refuse(409, ErrorCode.conflict, BonusErrorKey.promoCodeTaken, 'body.promo_code');
    if (body.promo_code && (await this.repo.findCampaignByPromoCode(body.promo_code))) throw taken();
    const now = this.clock();
    try {
      await this.repo.insertCampaign({
        id,
        kind: conditions.kind,
        name: body.name,
        status: 'active',
        valid_from: validFrom,
        valid_to: validTo,
        country_codes: JSON.stringify([...new Set(body.country_codes)]),
        only_verified: body.only_verified ? 1 : 0,
        promo_code: body.promo_code ?? null,
        conditions: JSON.stringify(conditions),
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // Two operators creating the same code at once: the unique index refuses the second.
      if (body.promo_code && (await this.repo.findCampaignByPromoCode(body.promo_code))) throw taken();
      throw error;
    }
    this.progress.forget();
    return presentCampaign(decodeCampaign(await this.campaignRow(id)));
  }

  async listCampaigns(query: TCampaignsQuery): Promise<{ data: TCampaign[]; total: number }> {
    const { rows, total } = await this.repo.campaigns(
      { kinds: query.kind, statuses: query.status, time: query.time, now: this.clock() },
      { page: query.page, limit: query.limit },
    );
    return { data: rows.map((row) => presentCampaign(decodeCampaign(row))), total };
  }

  /** Pauses (its bonuses deactivated), resumes or ends a campaign; asking for its status again is a no-op. */
  async setCampaignStatus(id: string, to: TCampaignStatus): Promise<TCampaign> {
    const from: Record<TCampaignStatus, TCampaignStatus[]> = {
      paused: ['active'],
      active: ['paused'],
      finished: ['active', 'paused'],
    };
    const changed = await this.repo.setCampaignStatus(id, from[to], to, this.clock());
    this.progress.forget();
    const row = changed ?? (await this.campaignRow(id));
    if (row.status !== to) throw refuse(409, ErrorCode.conflict, BonusErrorKey.campaignFinished, 'params.id');
    return presentCampaign(decodeCampaign(row));
  }

  /** Issues the campaign's bonus to a player (a freebet with its amount); a repeated reference answers the first. */
  async issue(campaignId: string, body: TIssueBonusRequest): Promise<TIssuedBonus> {
    const campaign = decodeCampaign(await this.campaignRow(campaignId));
    const now = this.clock();
    if (campaign.conditions.kind === 'promo_code')
      throw refuse(409, ErrorCode.conflict, BonusErrorKey.notIssuable, 'params.id');
    if (campaign.status === 'finished' || now >= campaign.valid_to)
      throw refuse(409, ErrorCode.conflict, BonusErrorKey.campaignFinished, 'params.id');
    const player = await this.options.findPlayer(body.player_id);
    if (!player) throw refuse(404, ErrorCode.notFound, BonusErrorKey.playerNotFound, 'body.player_id');
    const expiresAt = body.expires_at === undefined ? null : Date.parse(body.expires_at);
    if (expiresAt !== null && expiresAt <= now) throw invalid('body.expires_at', BonusErrorKey.validRange);
    const { conditions } = campaign;
    const money = conditions.kind === 'freebet' ? conditions : null;
    const id = randomUUID();
    const row = await this.freebets.issue({
      id,
      player_id: player.id,
      campaign_id: campaignId,
      kind: conditions.kind,
      state: 'issued',
      amount: money?.amount ?? null,
      currency: money?.currency ?? null,
      uses_left: conditions.uses_count,
      reference: body.reference ? `operator:${body.reference}` : null,
      issued_at: now,
      expires_at: expiresAt !== null && expiresAt < campaign.valid_to ? expiresAt : null,
    });
    // A repeated reference answers the bonus issued first: only a new one is announced.
    if (row.id === id)
      await this.announce(player.id, { id, type: bonusType(conditions), name: campaign.row.name });
    return presentIssued(row);
  }

  /** Demo mode: the demo campaigns and the demo player's freebets (idempotent, see demo.ts). */
  seedDemo(playerId: string): Promise<void> {
    return seedDemoBonuses(this.repo, (row) => this.freebets.issue(row), playerId, this.clock());
  }

  // ------------------------------------------------------------------------------------------
  // Player

  /**
   * SPEC §7 'POST /bonuses/promo-code': a promo-code campaign's code issues the bonus of the
   * campaign it grants, once per player (the reference makes a concurrent second call the same
   * bonus) and at most `max_redemptions` times in all. The code's campaign and the granted one must
   * both run now and be open to the player (country, verification).
   */
  async redeemPromoCode(player: BonusPlayer, code: string): Promise<TPromoCodeReply['data']> {
    const unknown = () => refuse(404, ErrorCode.notFound, BonusErrorKey.promoCodeUnknown, 'body.code');
    const row = await this.repo.findCampaignByPromoCode(code);
    if (row?.kind !== 'promo_code') throw unknown();
    const promo = decodeCampaign(row);
    if (promo.conditions.kind !== 'promo_code') throw unknown();
    const grantedRow = await this.repo.findCampaign(promo.conditions.grants_campaign_id);
    if (!grantedRow || grantedRow.kind === 'promo_code') throw unknown();
    const granted = decodeCampaign(grantedRow) as Campaign & { conditions: ListedConditions };
    const now = this.clock();
    const who = { country: player.country, verified: player.verified_at !== null };
    const reference = `promo:${row.id}`;
    const refusal = (status: TBonusStatus) =>
      status === 'expired' || status === 'deactivated'
        ? refuse(409, ErrorCode.conflict, BonusErrorKey.promoCodeExpired, 'body.code')
        : status === 'not_available'
          ? refuse(403, ErrorCode.forbidden, BonusErrorKey.promoCodeNotForYou, 'body.code')
          : null;
    for (const campaign of [promo, granted]) {
      const problem = refusal(bonusStatus(campaign, null, who, now).status);
      if (problem) throw problem;
    }
    if (await this.repo.findByReference(player.id, reference))
      throw refuse(409, ErrorCode.conflict, BonusErrorKey.promoCodeUsed, 'body.code');
    const limit = promo.conditions.max_redemptions;
    if (limit !== undefined && (await this.repo.countByReference(reference)) >= limit)
      throw refuse(409, ErrorCode.conflict, BonusErrorKey.promoCodeExhausted, 'body.code');
    const { conditions } = granted;
    const money = conditions.kind === 'freebet' ? conditions : null;
    const id = randomUUID();
    const bonus = await this.freebets.issue({
      id,
      player_id: player.id,
      campaign_id: granted.row.id,
      kind: conditions.kind,
      state: 'issued',
      amount: money?.amount ?? null,
      currency: money?.currency ?? null,
      uses_left: conditions.uses_count,
      reference,
      issued_at: now,
    });
    const issued = { id: bonus.id, type: bonusType(conditions), name: granted.row.name };
    // Two calls at once issue one bonus (its reference): the one that issued it announces it.
    if (bonus.id === id) await this.announce(player.id, issued);
    return { bonus_id: bonus.id, type: issued.type, name: issued.name };
  }

  /**
   * SPEC §7 'POST /bonuses/{id}/activate': an issued bonus the player may use now becomes active;
   * without the site's is_multi_active_freebets_allowed their other active bonuses of the kind are
   * overridden (SPEC §4). Activating the active one again changes nothing.
   */
  async activate(player: BonusPlayer, bonusId: string): Promise<TPlayerBonus> {
    const present = async () => {
      const held = await this.repo.heldBonus(player.id, bonusId);
      if (!held) throw refuse(404, ErrorCode.notFound, BonusErrorKey.bonusNotFound, 'params.id');
      const campaign = decodeCampaign(held.campaign) as Campaign & { conditions: ListedConditions };
      const who = { country: player.country, verified: player.verified_at !== null };
      return { held, item: presentPlayerBonus(campaign, held.bonus, who, this.clock()) };
    };
    const { held, item } = await present();
    if (item.status === 'active') return item;
    if (item.status !== 'available')
      throw refuse(409, ErrorCode.conflict, BonusErrorKey.notActivatable, 'params.id');
    const exclusive = !this.options.siteConfig.is_multi_active_freebets_allowed;
    await this.repo.activate(player.id, bonusId, held.bonus.kind, this.clock(), exclusive);
    return (await present()).item;
  }

  /** SPEC §7 'GET /bonuses': every kind the player lists, filtered, at most limit_per_type per type. */
  async playerBonuses(player: BonusPlayer, query: TBonusesQuery): Promise<TPlayerBonus[]> {
    let items = await this.visible(player, undefined, query.time);
    items = items.filter(
      (item) =>
        (!query.status || query.status.includes(item.status)) &&
        (query.available === undefined || (item.status === 'available') === query.available) &&
        (query.unseen === undefined || !item.seen === query.unseen) &&
        (!query.type || query.type.includes(item.bonus_type)),
    );
    const limit = query.limit_per_type;
    if (limit === undefined) return items;
    const perType = new Map<string, number>();
    return items.filter((item) => {
      const count = (perType.get(item.bonus_type) ?? 0) + 1;
      perType.set(item.bonus_type, count);
      return count <= limit;
    });
  }

  /** SPEC §7 'POST /bonuses': the freebets and comboboosts each bet of the slip may use (slip.ts). */
  async slipBonuses(player: BonusPlayer, bets: readonly TPlaceBet[]): Promise<TSlipBonus[]> {
    const ids = [...new Set(bets.flatMap((bet) => bet.selections.map((s) => s.match_id)))];
    const [listed, matches] = await Promise.all([
      this.visible(player, ['freebet', 'comboboost'], 'valid'),
      this.options.slipMatches?.(ids) ?? new Map<number, SlipMatch>(),
    ]);
    return upcomingBonuses(listed, bets, matches);
  }

  /** SPEC §7 'GET /bonuses/{kind}/{id}': the player's bonus (`bonus_id`) or an open campaign of the kind. */
  async playerBonus(player: BonusPlayer | null, kind: TBonusKind, id: string): Promise<TPlayerBonus> {
    const items = await this.visible(player ?? VISITOR, [kind]);
    const item =
      items.find((i) => i.bonus_id === id) ?? items.find((i) => i.id === id && i.bonus_id === null);
    if (!item) throw refuse(404, ErrorCode.notFound, BonusErrorKey.bonusNotFound, 'params.id');
    return item;
  }

  /**
   * The promotions page (SPEC §2): the campaigns a player takes part in by betting that run now or
   * will, with the statuses of the signed-in player, or of a visitor (no country, not verified:
   * a restricted campaign shows as not available until the player signs in).
   */
  async promotions(player: BonusPlayer | null): Promise<TPlayerBonus[]> {
    const who = player ?? VISITOR;
    const [valid, upcoming] = await Promise.all([
      this.visible(who, PROMOTED_KINDS, 'valid'),
      this.visible(who, PROMOTED_KINDS, 'upcoming'),
    ]);
    return [...valid, ...upcoming].filter((item) => item.bonus_id === null);
  }

  /** SPEC §7 per-kind lists (page, limit, status, available, active). */
  async playerBonusList(
    player: BonusPlayer,
    kinds: readonly TBonusKind[],
    query: TBonusListQuery,
  ): Promise<{ data: TPlayerBonus[]; total: number }> {
    const matches = (status: TBonusStatus, flag: boolean | undefined, wanted: TBonusStatus) =>
      flag === undefined || (status === wanted) === flag;
    const items = (await this.visible(player, kinds, query.time)).filter(
      (item) =>
        (!query.status || query.status.includes(item.status)) &&
        matches(item.status, query.available, 'available') &&
        matches(item.status, query.active, 'active'),
    );
    const start = (query.page - 1) * query.limit;
    return { data: items.slice(start, start + query.limit), total: items.length };
  }

  /**
   * SPEC §5 'Marking bonuses as seen': the player's unseen bonuses of each named campaign become
   * seen (an open campaign the player holds nothing of gets a seen enrolment). Answers those this
   * call changed: sending the same list again changes nothing. Unknown ids are ignored.
   */
  async markSeen(
    player: BonusPlayer,
    items: readonly { id: string; type: TBonusKind }[],
  ): Promise<{ id: string; type: TBonusKind }[]> {
    const visible = await this.visible(player);
    const wanted = visible.filter((item) => items.some((i) => i.id === item.id && i.type === item.type));
    const ids = [...new Set(wanted.map((item) => item.id))];
    const held = new Set((await this.repo.playerBonuses(player.id, ids)).map((row) => row.campaign_id));
    const now = this.clock();
    const enrolments = wanted
      .filter((item) => !held.has(item.id) && item.bonus_id === null)
      .map((item) => ({
        id: randomUUID(),
        player_id: player.id,
        campaign_id: item.id,
        kind: item.type,
        state: 'issued' as const,
        amount: null,
        currency: null,
        uses_left: item.conditions.kind === 'promo_code' ? 0 : item.conditions.uses_count,
        seen: 1,
        reference: enrolment(item.id),
        issued_at: now,
      }));
    const changed = new Set([
      ...(await this.repo.markSeen(player.id, [...held])),
      ...(await this.repo.enrolSeen(enrolments)),
    ]);
    const kinds = new Map(wanted.map((item) => [item.id, item.type]));
    return ids.filter((id) => changed.has(id)).map((id) => ({ id, type: kinds.get(id) as TBonusKind }));
  }

  /** What the player lists of these kinds (listing.ts), with the status computed now. */
  private visible(
    player: BonusPlayer,
    kinds?: readonly TBonusKind[],
    time?: TBonusesQuery['time'],
  ): Promise<TPlayerBonus[]> {
    return visibleBonuses(this.repo, this.view, player, this.clock(), kinds, time);
  }

  private async campaignRow(id: string) {
    const row = await this.repo.findCampaign(id);
    if (!row) throw refuse(404, ErrorCode.notFound, BonusErrorKey.campaignNotFound, 'params.id');
    return row;
  }
}
