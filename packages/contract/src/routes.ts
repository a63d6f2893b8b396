import type { z } from 'zod';
import {
  ZBet,
  ZBetSettings,
  ZBetSettingsUpdate,
  ZBetsQuery,
  ZBetsReply,
  ZCashoutRequest,
  ZCustomBetRequest,
  ZCustomCalculateReply,
  ZCustomMarketsParams,
  ZCustomOddsReply,
  ZPlaceBetsReply,
  ZPlaceBetsRequest,
  ZShareCodeQuery,
  ZShareCodeReply,
  ZShareCodeReplyBets,
  ZShareCodeRequest,
} from './bets';
import { ZBonusDetailParams, ZBonusDetailReply, ZBonusTermsReply } from './bonus-details';
import {
  ZLootboxIdParams,
  ZLootboxOpenReply,
  ZTournamentRatingQuery,
  ZTournamentRatingReply,
} from './bonus-progress';
import {
  ZBonusActivateReply,
  ZBonusesQuery,
  ZBonusesReply,
  ZBonusListQuery,
  ZBonusListReply,
  ZCampaign,
  ZCampaignIdParams,
  ZCampaignsQuery,
  ZCampaignsReply,
  ZCreateCampaignRequest,
  ZIssueBonusRequest,
  ZIssuedBonus,
  ZMarkAsSeenReply,
  ZMarkAsSeenRequest,
  ZPromoCodeReply,
  ZPromoCodeRequest,
} from './bonuses';
import {
  ZCategoriesQuery,
  ZCategoriesReply,
  ZCountersReply,
  ZCountersRequest,
  ZMarketsQuery,
  ZMarketsReply,
  ZMatch,
  ZMatchesQuery,
  ZMatchesReply,
  ZSearchQuery,
  ZSearchReply,
  ZSportsQuery,
  ZSportsReply,
  ZTournamentsQuery,
  ZTournamentsReply,
} from './catalogue';
import { ZIdParams } from './common';
import {
  ZFavouriteIdsReply,
  ZFavouriteMatchesQuery,
  ZFavouriteParams,
  ZNotificationCounters,
  ZNotificationsQuery,
  ZNotificationsReply,
  ZPrediction,
  ZPushPublicKeyReply,
  ZReadNotificationsRequest,
  ZVoteQuery,
  ZVoteRequest,
} from './engagement';
import {
  ZCreateJackpotRequest,
  ZJackpotHitParams,
  ZJackpotHitSeenReply,
  ZJackpotHitsQuery,
  ZJackpotHitsReply,
  ZJackpotParams,
  ZJackpotReply,
  ZJackpotsReply,
} from './jackpots';
import { ZLaunchParams, ZLaunchReply, ZLaunchRequest } from './launch';
import { ZLayoutReply, ZPageKeyParams, ZPageLayout, ZPageLayoutReply } from './layout';
import { ZEventStats, ZMatchPreview, ZMatchStreams, ZMatchVideo, ZRaceCard } from './match-info';
import {
  ZPhoneCodeRequest,
  ZPhoneCodeSent,
  ZPhoneConfirmRequest,
  ZPhoneVerification,
  ZSmsQuery,
  ZSmsReply,
} from './phone-verification';
import {
  ZAccountsReply,
  ZChangeCurrencyRequest,
  ZConfirmationRequest,
  ZDepositRequest,
  ZMailboxQuery,
  ZMailboxReply,
  ZOkReply,
  ZPasswordResetRequest,
  ZPasswordUpdateRequest,
  ZPayment,
  ZPlayerGroupsParams,
  ZPlayerGroupsReply,
  ZPlayerGroupsRequest,
  ZPlayerProfile,
  ZPlayerQuery,
  ZProfileUpdateRequest,
  ZSignInReply,
  ZSignInRequest,
  ZSignUpReply,
  ZSignUpRequest,
  ZUnlockRequest,
} from './platform';
import { ZWebsocketAuthorizeReply, ZWebsocketAuthorizeRequest, ZWebsocketTokenReply } from './realtime';
import {
  ZActivityReply,
  ZLimitRef,
  ZRealityCheckRequest,
  ZSelfExclusionRequest,
  ZSessionsInfoReply,
  ZSetLimitRequest,
  ZUserLimitsReply,
} from './responsible-gambling';
import { ZRumAccepted, ZRumReport, ZRumSummary } from './rum';
import { ZCountriesReply, ZSiteConfig } from './site-config';
import { ZSlipBonusesReply, ZSlipBonusesRequest } from './slip-bonuses';

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success reply, whatever its status (200, or 201 for what creates). */
  reply: z.ZodType;
  /** The route answers 204 without a body (its reply is then `z.null()`). */
  noContent?: true;
}

/**
 * The routes the web calls, keyed 'METHOD /path' with Fastify's `:param` placeholders. The web
 * imports this module's types only (no zod in the browser); a server test checks that the server
 * registers each route with these same schemas, so changing a route breaks the web's typecheck.
 */
export const apiRoutes = {
  'GET /api/sportsbook/site-config': { reply: ZSiteConfig },
  'GET /api/sportsbook/site-config/countries': { reply: ZCountriesReply },
  'GET /api/sportsbook/layout/:page_key': { params: ZPageKeyParams, reply: ZPageLayoutReply },
  'GET /api/sportsbook/sports': { query: ZSportsQuery, reply: ZSportsReply },
  'GET /api/sportsbook/categories': { query: ZCategoriesQuery, reply: ZCategoriesReply },
  'GET /api/sportsbook/tournaments': { query: ZTournamentsQuery, reply: ZTournamentsReply },
  'GET /api/sportsbook/matches': { query: ZMatchesQuery, reply: ZMatchesReply },
  'GET /api/sportsbook/matches/:id': { params: ZIdParams, reply: ZMatch },
  'GET /api/sportsbook/matches/:id/markets': {
    params: ZIdParams,
    query: ZMarketsQuery,
    reply: ZMarketsReply,
  },
  'GET /api/sportsbook/matches/:id/event-stats': { params: ZIdParams, reply: ZEventStats },
  'GET /api/sportsbook/matches/:id/match-preview': { params: ZIdParams, reply: ZMatchPreview },
  'GET /api/sportsbook/matches/:id/racecard': { params: ZIdParams, reply: ZRaceCard },
  'GET /api/sportsbook/matches/:id/video': { params: ZIdParams, reply: ZMatchVideo },
  'GET /api/sportsbook/matches/:id/streams': { params: ZIdParams, reply: ZMatchStreams },
  'POST /api/sportsbook/:provider/launch': {
    params: ZLaunchParams,
    body: ZLaunchRequest,
    reply: ZLaunchReply,
  },
  'POST /api/sportsbook/counters': { body: ZCountersRequest, reply: ZCountersReply },
  'GET /api/sportsbook/search': { query: ZSearchQuery, reply: ZSearchReply },
  'POST /api/sportsbook/websocket/token': { reply: ZWebsocketTokenReply },
  'POST /api/sportsbook/websocket/authorize': {
    body: ZWebsocketAuthorizeRequest,
    reply: ZWebsocketAuthorizeReply,
  },
  'GET /api/sportsbook/settings': { reply: ZBetSettings },
  'POST /api/sportsbook/settings': { body: ZBetSettingsUpdate, reply: ZBetSettings },
  'GET /api/sportsbook/v3/bets': { query: ZBetsQuery, reply: ZBetsReply },
  'POST /api/sportsbook/v3/bets': { body: ZPlaceBetsRequest, reply: ZPlaceBetsReply },
  'POST /api/sportsbook/v3/bets/cashout': { body: ZCashoutRequest, reply: ZBet },
  'POST /api/sportsbook/v3/bets/share-code': { body: ZShareCodeRequest, reply: ZShareCodeReply },
  'GET /api/sportsbook/v3/bets/share-code': { query: ZShareCodeQuery, reply: ZShareCodeReplyBets },
  'GET /api/sportsbook/v3/bets/custom/markets/:matchId': {
    params: ZCustomMarketsParams,
    reply: ZMarketsReply,
  },
  'POST /api/sportsbook/v3/bets/custom/calculate': { body: ZCustomBetRequest, reply: ZCustomCalculateReply },
  'POST /api/sportsbook/v3/bets/custom/odds': { body: ZCustomBetRequest, reply: ZCustomOddsReply },
  'GET /api/sportsbook/bonuses': { query: ZBonusesQuery, reply: ZBonusesReply },
  'GET /api/sportsbook/promotions': { reply: ZBonusesReply },
  'POST /api/sportsbook/bonuses': { body: ZSlipBonusesRequest, reply: ZSlipBonusesReply },
  'GET /api/sportsbook/bonuses/comboboosts': { query: ZBonusListQuery, reply: ZBonusListReply },
  'GET /api/sportsbook/bonuses/freebets': { query: ZBonusListQuery, reply: ZBonusListReply },
  'GET /api/sportsbook/bonuses/freebets/amb': { query: ZBonusListQuery, reply: ZBonusListReply },
  'GET /api/sportsbook/bonuses/huntings': { query: ZBonusListQuery, reply: ZBonusListReply },
  'GET /api/sportsbook/bonuses/lootboxes': { query: ZBonusListQuery, reply: ZBonusListReply },
  'GET /api/sportsbook/bonuses/tournaments': { query: ZBonusListQuery, reply: ZBonusListReply },
  'POST /api/sportsbook/bonuses/mark-as-seen': { body: ZMarkAsSeenRequest, reply: ZMarkAsSeenReply },
  'POST /api/sportsbook/bonuses/promo-code': { body: ZPromoCodeRequest, reply: ZPromoCodeReply },
  'GET /api/sportsbook/bonuses/:kind/:id': { params: ZBonusDetailParams, reply: ZBonusDetailReply },
  'GET /api/sportsbook/bonuses/:kind/:id/terms': { params: ZBonusDetailParams, reply: ZBonusTermsReply },
  'POST /api/sportsbook/bonuses/:id/activate': { params: ZCampaignIdParams, reply: ZBonusActivateReply },
  'GET /api/sportsbook/bonuses/tournaments/:id/rating': {
    params: ZCampaignIdParams,
    query: ZTournamentRatingQuery,
    reply: ZTournamentRatingReply,
  },
  'POST /api/sportsbook/bonuses/lootboxes/:id/open': { params: ZLootboxIdParams, reply: ZLootboxOpenReply },
  'GET /api/sportsbook/jackpots': { reply: ZJackpotsReply },
  'GET /api/sportsbook/jackpots/:id': { params: ZJackpotParams, reply: ZJackpotReply },
  'GET /api/sportsbook/jackpot-hits': { query: ZJackpotHitsQuery, reply: ZJackpotHitsReply },
  'POST /api/sportsbook/jackpot-hits/:id/seen': { params: ZJackpotHitParams, reply: ZJackpotHitSeenReply },
  'GET /api/sportsbook/notifications': { query: ZNotificationsQuery, reply: ZNotificationsReply },
  'GET /api/sportsbook/notifications/counters': { reply: ZNotificationCounters },
  'POST /api/sportsbook/notifications/read': {
    body: ZReadNotificationsRequest,
    reply: ZNotificationCounters,
  },
  'POST /api/sportsbook/notifications/read-all': { reply: ZNotificationCounters },
  'GET /api/sportsbook/favourites/matches': { query: ZFavouriteMatchesQuery, reply: ZMatchesReply },
  'GET /api/sportsbook/favourites/tournaments': { reply: ZTournamentsReply },
  'GET /api/sportsbook/favourites/sports': { reply: ZSportsReply },
  'GET /api/sportsbook/favourites/:type/ids': {
    params: ZFavouriteParams.pick({ type: true }),
    reply: ZFavouriteIdsReply,
  },
  'POST /api/sportsbook/favourites/:type/:id': { params: ZFavouriteParams, reply: ZFavouriteIdsReply },
  'DELETE /api/sportsbook/favourites/:type/:id': { params: ZFavouriteParams, reply: ZFavouriteIdsReply },
  'GET /api/sportsbook/push/public-key': { reply: ZPushPublicKeyReply },
  'GET /api/sportsbook/vote': { query: ZVoteQuery, reply: ZPrediction },
  'POST /api/sportsbook/vote': { body: ZVoteRequest, reply: ZPrediction },
  'GET /api/platform/player': { query: ZPlayerQuery, reply: ZPlayerProfile },
  'GET /api/platform/player/accounts': { reply: ZAccountsReply },
  'PUT /api/platform/player/currency': { body: ZChangeCurrencyRequest, reply: ZPlayerProfile },
  'PUT /api/platform/player/profile': { body: ZProfileUpdateRequest, reply: ZPlayerProfile },
  'POST /api/platform/player/logout': { reply: ZOkReply },
  'GET /api/platform/player/limits': { reply: ZUserLimitsReply },
  'POST /api/platform/player/limits': { body: ZSetLimitRequest, reply: ZUserLimitsReply },
  'POST /api/platform/player/limits/confirm': { body: ZLimitRef, reply: ZUserLimitsReply },
  'POST /api/platform/player/limits/cancel': { body: ZLimitRef, reply: ZUserLimitsReply },
  'POST /api/platform/player/self-exclusion': { body: ZSelfExclusionRequest, reply: ZOkReply },
  'POST /api/platform/player/activity': { reply: ZActivityReply },
  'GET /api/platform/player/sessions-info': { reply: ZSessionsInfoReply },
  'POST /api/platform/player/sessions/continue': { reply: ZSessionsInfoReply },
  'POST /api/platform/player/reality-check': { body: ZRealityCheckRequest, reply: ZSessionsInfoReply },
  'GET /api/platform/player/phone-verification': { reply: ZPhoneVerification },
  'POST /api/platform/player/phone-verification': { body: ZPhoneCodeRequest, reply: ZPhoneCodeSent },
  'POST /api/platform/player/phone-verification/confirm': {
    body: ZPhoneConfirmRequest,
    reply: ZPhoneVerification,
  },
  'POST /api/platform/users/sign-in': { body: ZSignInRequest, reply: ZSignInReply },
  'POST /api/platform/users/sign-up': { body: ZSignUpRequest, reply: ZSignUpReply },
  'POST /api/platform/users/confirmation': { body: ZConfirmationRequest, reply: ZOkReply },
  'POST /api/platform/users/password': { body: ZPasswordResetRequest, reply: ZOkReply },
  'PUT /api/platform/users/password': { body: ZPasswordUpdateRequest, reply: ZOkReply },
  'POST /api/platform/users/unlock': { body: ZUnlockRequest, reply: ZOkReply },
  'POST /api/platform/deposits': { body: ZDepositRequest, reply: ZPayment },
  'GET /api/dev/mailbox': { query: ZMailboxQuery, reply: ZMailboxReply },
  'GET /api/dev/sms': { query: ZSmsQuery, reply: ZSmsReply },
  'POST /api/rum': { body: ZRumReport, reply: ZRumAccepted, noContent: true },
  'GET /api/rum/summary': { reply: ZRumSummary },
  'PUT /api/admin/players/:id/groups': {
    params: ZPlayerGroupsParams,
    body: ZPlayerGroupsRequest,
    reply: ZPlayerGroupsReply,
  },
  'GET /api/admin/layout': { reply: ZLayoutReply },
  'PUT /api/admin/layout/:page_key': { params: ZPageKeyParams, body: ZPageLayout, reply: ZPageLayoutReply },
  'DELETE /api/admin/layout/:page_key': { params: ZPageKeyParams, reply: ZPageLayoutReply },
  'POST /api/admin/bonuses/campaigns': { body: ZCreateCampaignRequest, reply: ZCampaign },
  'GET /api/admin/bonuses/campaigns': { query: ZCampaignsQuery, reply: ZCampaignsReply },
  'POST /api/admin/bonuses/campaigns/:id/pause': { params: ZCampaignIdParams, reply: ZCampaign },
  'POST /api/admin/bonuses/campaigns/:id/resume': { params: ZCampaignIdParams, reply: ZCampaign },
  'POST /api/admin/bonuses/campaigns/:id/end': { params: ZCampaignIdParams, reply: ZCampaign },
  'POST /api/admin/bonuses/campaigns/:id/issue': {
    params: ZCampaignIdParams,
    body: ZIssueBonusRequest,
    reply: ZIssuedBonus,
  },
  'POST /api/admin/jackpots': { body: ZCreateJackpotRequest, reply: ZJackpotReply },
  'POST /api/admin/jackpots/:id/end': { params: ZJackpotParams, reply: ZJackpotReply },
} as const satisfies Record<string, RouteSchemas>;

type Routes = typeof apiRoutes;
export type RouteKey = keyof Routes;
type Schema<R extends RouteKey, P extends keyof RouteSchemas> =
  Routes[R] extends Record<P, infer S extends z.ZodType> ? S : never;

type PathOf<R extends string> = R extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Keys a caller must send: those whose input does not accept undefined (preprocessed ones accept anything). */
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/** A query value as the server reads it (a list, a number, a boolean) or in its wire form, a string. */
type QueryValue<S extends z.ZodType, K> = (K extends keyof z.output<S> ? z.output<S>[K] : never) | string;
type QueryOf<S extends z.ZodType> = {
  [K in RequiredKeys<z.input<S>> & keyof z.output<S>]: QueryValue<S, K>;
} & {
  [K in Exclude<keyof z.output<S>, RequiredKeys<z.input<S>>>]?: QueryValue<S, K>;
};
/** Bodies are accepted read-only: the web sends what it holds without copying it into mutable arrays. */
type ReadonlyDeep<T> = T extends readonly (infer U)[]
  ? readonly ReadonlyDeep<U>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
    : T;

/** What a call of route R sends: path parameters, query (as the server reads it) and body (as it accepts it). */
export type RouteRequest<R extends RouteKey> = ([ParamNames<PathOf<R>>] extends [never]
  ? unknown
  : { params: Record<ParamNames<PathOf<R>>, string | number> }) &
  ([Schema<R, 'query'>] extends [never]
    ? unknown
    : object extends QueryOf<Schema<R, 'query'>>
      ? { query?: QueryOf<Schema<R, 'query'>> }
      : { query: QueryOf<Schema<R, 'query'>> }) &
  ([Schema<R, 'body'>] extends [never] ? unknown : { body: ReadonlyDeep<z.input<Schema<R, 'body'>>> });

/** The success reply of route R as the web receives it. */
export type RouteReply<R extends RouteKey> = z.output<Schema<R, 'reply'>>;
