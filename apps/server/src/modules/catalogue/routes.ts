import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  ZCategoriesQuery,
  ZCategoriesReply,
  ZCategory,
  ZCountersReply,
  ZCountersRequest,
  ZErrorReply,
  ZIdParams,
  ZMarket,
  ZMarketsQuery,
  ZMarketsReply,
  ZMatch,
  ZMatchesQuery,
  ZMatchesReply,
  ZSearchQuery,
  ZSearchReply,
  ZSportsQuery,
  ZSportsReply,
  ZTournament,
  ZTournamentsQuery,
  ZTournamentsReply,
} from '@sportsbook/contract';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FrontDoor } from '../../http/front-door';
import { crestSvg } from './logo';
import { type CachedBody, ReplyCache, type ReplyDeps } from './reply-cache';
import { type CatalogueService, listDependsOn, type Page } from './service';

/**
 * Sends JSON that is already serialised (and validated when it was built); Fastify passes buffers
 * through. Large bodies go gzip-compressed to clients that accept it, compressed once per entry.
 */
function sendRaw(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  const [headers, bytes] = body.encoded(request.headers['accept-encoding']);
  for (let i = 0; i < headers.length; i += 2) reply.header(headers[i] as string, headers[i + 1]);
  return reply.send(bytes);
}

const errors = { 400: ZErrorReply, 404: ZErrorReply };

/** List items validated per turn of the event loop when a list reply is built (see cachedList). */
const ITEMS_PER_TURN = 10;

/** Drops null, '' and [] from a counters body: SPEC §7 says empty values are stripped. */
function stripEmpty(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}

export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  frontDoor?: FrontDoor;
}> = async (app, { catalogue, frontDoor }) => {
  const cache = new ReplyCache();
  const { names } = catalogue;
  /** Replies are per names language: English keys are the bare URL, others are prefixed. */
  const cacheKey = (url: string, acceptLanguage: string | undefined) => {
    const lang = names.languageOf(acceptLanguage);
    return lang === 'en' ? url : `${lang} ${url}`;
  };
  const langOf = (req: FastifyRequest) => names.languageOf(req.headers['accept-language']);
  const keyOf = (req: FastifyRequest) => cacheKey(req.url, req.headers['accept-language']);
  const stopInvalidating = catalogue.onChange((change) => cache.invalidate(change));
  app.addHook('onClose', async () => stopInvalidating());

  /**
   * A fresh entry for exactly this URL answered at the front door, before Fastify routes the
   * request. The door lets through only the routes flagged `frontDoor` below, and only plain GETs
   * without Origin or credentials: cross-origin requests go through the route, where CORS answers.
   */
  const leaveFrontDoor = frontDoor?.add((req, res) => {
    const body =
      req.url === undefined ? undefined : cache.peek(cacheKey(req.url, req.headers['accept-language']));
    if (!body) return false;
    const [headers, bytes] = body.encoded(req.headers['accept-encoding']);
    res.writeHead(200, headers as string[]);
    res.end(bytes);
    return true;
  });
  if (leaveFrontDoor) app.addHook('onClose', async () => leaveFrontDoor());
  const tags = ['catalogue'];

  /**
   * Hot read-only replies are validated against their contract once, serialised and compressed once
   * and served from memory until a catalogue change touches them (see ReplyCache).
   */
  const cachedJson = <T>(
    schema: z.ZodType<T>,
    key: string,
    build: () => Promise<T>,
    deps: (value: T) => ReplyDeps = () => ({}),
  ) =>
    cache.get(key, async () => {
      const value = await build();
      return { text: JSON.stringify(schema.parse(value)), deps: deps(value) };
    });

  /**
   * As cachedJson, for a list reply: its items are validated a few at a time.
   * Validating a page of 50 matches in one go would hold every request that arrives meanwhile, so
   * the event loop is given back between slices.
   */
  const cachedList = <T>(
    schema: z.ZodType<Page<T>>,
    item: z.ZodType<T>,
    key: string,
    build: () => Promise<Page<T>>,
    deps: (value: Page<T>) => ReplyDeps,
  ) =>
    cache.get(key, async () => {
      const page = await build();
      const data: T[] = [];
      for (let i = 0; i < page.data.length; i += ITEMS_PER_TURN) {
        await nextTurn();
        for (const one of page.data.slice(i, i + ITEMS_PER_TURN)) data.push(item.parse(one));
      }
      const envelope = schema.parse({ ...page, data: [] });
      return { text: JSON.stringify({ ...envelope, data }), deps: deps(page) };
    });

  /**
   * The hot path of a cached GET: a fresh entry for this exact URL is sent before the query is
   * parsed (an entry only exists for a URL that was validated when it was built). Anything else goes
   * on to validation and the handler.
   */
  const fromCache: onRequestHookHandler = (req, reply, done) => {
    const body = cache.peek(keyOf(req));
    if (body) sendRaw(req, reply, body);
    else done();
  };

  app.get(
    '/sports',
    {
      onRequest: fromCache,
      config: { frontDoor: true },
      schema: {
        tags,
        summary: 'Sports',
        querystring: ZSportsQuery,
        response: { 200: ZSportsReply, ...errors },
      },
    },
    async (req, reply) =>
      sendRaw(
        req,
        reply,
        await cachedJson(ZSportsReply, keyOf(req), async () => {
          const page = await catalogue.sports(req.query.sport_type);
          const lang = langOf(req);
          return { ...page, data: page.data.map((sport) => names.named(lang, sport)) };
        }),
      ),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categories',
        querystring: ZCategoriesQuery,
        response: { 200: ZCategoriesReply, ...errors },
      },
    },
    async (req) => {
      const page = await catalogue.categories(req.query);
      const lang = langOf(req);
      return { ...page, data: page.data.map((category) => names.named(lang, category)) };
    },
  );

  app.get(
    '/categories/:id',
    { schema: { tags, summary: 'One category', params: ZIdParams, response: { 200: ZCategory, ...errors } } },
    async (req) => names.named(langOf(req), await catalogue.category(req.params.id)),
  );

  app.get(
    '/tournaments',
    {
      schema: {
        tags,
        summary: 'Tournaments',
        querystring: ZTournamentsQuery,
        response: { 200: ZTournamentsReply, ...errors },
      },
    },
    async (req) => {
      const page = await catalogue.tournaments(req.query);
      const lang = langOf(req);
      return { ...page, data: page.data.map((t) => names.tournament(lang, t)) };
    },
  );

  app.get(
    '/tournaments/:id',
    {
      schema: {
        tags,
        summary: 'One tournament',
        params: ZIdParams,
        response: { 200: ZTournament, ...errors },
      },
    },
    async (req) => names.tournament(langOf(req), await catalogue.tournament(req.params.id)),
  );

  app.get(
    '/matches',
    {
      onRequest: fromCache,
      config: { frontDoor: true },
      schema: {
        tags,
        summary: 'Matches and outrights',
        description: 'Filters of SPEC §7. Comma-separated values are lists; empty values are ignored.',
        querystring: ZMatchesQuery,
        response: { 200: ZMatchesReply, ...errors },
      },
    },
    async (req, reply) => {
      // Favourites depend on who asks, so they are never served from the shared cache.
      const lang = langOf(req);
      const matches = async () => {
        const page = await catalogue.matches(req.query);
        return { ...page, data: page.data.map((match) => names.match(lang, match)) };
      };
      if (req.query.favourite) return matches();
      return sendRaw(
        req,
        reply,
        await cachedList(ZMatchesReply, ZMatch, keyOf(req), matches, (page) => ({
          matchIds: page.data.map((m) => m.id),
          ...listDependsOn(req.query),
        })),
      );
    },
  );

  app.get(
    '/matches/:id',
    {
      onRequest: fromCache,
      config: { frontDoor: true },
      schema: { tags, summary: 'One match', params: ZIdParams, response: { 200: ZMatch, ...errors } },
    },
    async (req, reply) =>
      sendRaw(
        req,
        reply,
        await cachedJson(
          ZMatch,
          keyOf(req),
          async () => names.match(langOf(req), await catalogue.match(req.params.id)),
          () => ({ matchIds: [req.params.id] }),
        ),
      ),
  );

  app.get(
    '/matches/:id/markets',
    {
      onRequest: fromCache,
      config: { frontDoor: true },
      schema: {
        tags,
        summary: 'Markets of a match',
        description: 'Sorted as SPEC §9 "Market sort". Markets with status 0 are never returned.',
        params: ZIdParams,
        querystring: ZMarketsQuery,
        response: { 200: ZMarketsReply, ...errors },
      },
    },
    async (req, reply) =>
      sendRaw(
        req,
        reply,
        await cachedList(
          ZMarketsReply,
          ZMarket,
          keyOf(req),
          async () => {
            const page = await catalogue.markets(req.params.id, req.query);
            const lang = langOf(req);
            return { ...page, data: page.data.map((market) => names.market(lang, market)) };
          },
          () => ({ matchIds: [req.params.id] }),
        ),
      ),
  );

  app.post(
    '/counters',
    {
      preValidation: async (req) => {
        req.body = stripEmpty(req.body) as typeof req.body;
      },
      schema: {
        tags,
        summary: 'Match and outright counts per sport, category and tournament',
        body: ZCountersRequest,
        response: { 200: ZCountersReply, ...errors },
      },
    },
    async (req, reply) =>
      sendRaw(
        req,
        reply,
        await cachedJson(
          ZCountersReply,
          `counters:${JSON.stringify(req.body)}`,
          () => catalogue.counters(req.body),
          // Counts of live matches, and the match_status filter, follow match statuses.
          () => ({ onStatus: true }),
        ),
      ),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search matches and tournaments',
        querystring: ZSearchQuery,
        response: { 200: ZSearchReply, ...errors },
      },
    },
    async (req) => {
      const found = await catalogue.search(req.query);
      const lang = langOf(req);
      return {
        data: {
          matches: found.matches.map((match) => names.match(lang, match)),
          tournaments: found.tournaments.map((t) => names.tournament(lang, t)),
        },
      };
    },
  );

  app.get(
    '/logos/:file',
    {
      schema: {
        tags,
        summary: 'Crest of a competitor (SVG)',
        params: z.object({ file: z.string().regex(/^\d{1,15}\.svg$/) }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const competitor = await catalogue.competitor(Number.parseInt(req.params.file, 10));
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(crestSvg(competitor.name, competitor.abbreviation));
    },
  );
};
