import { readFileSync } from 'node:fs';
import {
  ErrorCode,
  ErrorMessageKey,
  type TMatch,
  type TMatchStream,
  type TVideoSource,
  VIDEO_UNAVAILABLE,
  ZIdParam,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { escapeHtml } from '../html';
import type { CatalogueService } from '../modules/catalogue/service';
import { type LaunchProvider, type LaunchRequest, unknownApp } from '../modules/launch/index';
import { LaunchTickets } from './launch-tickets';
import { sendTicketPage } from './provider-page';
import { TEST_CARD_FILE, type TestCards } from './test-card';

/** Where the demo clip is served, under the dev prefix (/api/dev). */
export const DEMO_VIDEO_PATH = '/video/stream.webm';
const HLS_TYPE = 'application/vnd.apple.mpegurl';
const WEBM: TVideoSource = { url: DEMO_VIDEO_PATH, type: 'video/webm' };

const title = (match: TMatch) =>
  [match.competitors.home?.name, match.competitors.away?.name].filter(Boolean).join(' v ') || 'Live';

const unavailable = () =>
  new AppError(404, ErrorCode.notFound, VIDEO_UNAVAILABLE, [
    { path: 'params.id', message: VIDEO_UNAVAILABLE },
  ]);

/**
 * The demo's live picture of a match: its HLS test card where ffmpeg is installed, then the
 * WebM clip every browser plays (and the only source where ffmpeg is not).
 */
export function demoVideoSources(prefix: string, cards: TestCards) {
  const clip = { ...WEBM, url: `${prefix}${WEBM.url}` };
  return async (match: TMatch): Promise<TVideoSource[]> =>
    (await cards.available())
      ? [{ url: `${prefix}/video/matches/${match.id}/index.m3u8`, type: HLS_TYPE }, clip]
      : [clip];
}

/**
 * 'Demo TV', the demo's outside stream provider: it shows every match with video, and a launch
 * hands the player a ticket to its watch page (valid a few minutes), as a real provider's launch
 * answers a signed address.
 */
export class DemoTv implements LaunchProvider {
  readonly key = 'demo-tv';
  readonly name = 'Demo TV';
  private readonly tickets: LaunchTickets<number>;

  constructor(
    private readonly catalogue: CatalogueService,
    clock: () => number,
    readonly prefix = '/api/dev',
  ) {
    this.tickets = new LaunchTickets(clock);
  }

  streams(match: TMatch): TMatchStream[] {
    return match.has_video ? [{ provider: this.key, name: this.name, app: `match-${match.id}` }] : [];
  }

  async launch({ app }: LaunchRequest): Promise<string> {
    const id = /^match-(\d{1,12})$/.exec(app)?.[1];
    const match = id ? await this.catalogue.match(Number(id)).catch(() => null) : null;
    if (!match?.has_video) throw unknownApp();
    return `${this.prefix}/providers/${this.key}/watch?ticket=${this.tickets.issue(match.id)}`;
  }

  /** The match a live ticket opens, or null. */
  async watch(ticket: string): Promise<TMatch | null> {
    const matchId = this.tickets.redeem(ticket);
    return matchId === null ? null : this.catalogue.match(matchId).catch(() => null);
  }
}

/**
 * Serves the demo clip (VP8 in WebM, made by scripts/make-demo-video.mjs), read once: a file of a
 * few kilobytes that every browser buffers whole, so plain replies serve playback and looping;
 * each match's HLS test card; and Demo TV's watch page.
 */
export const demoVideoRoutes: FastifyPluginAsyncZod<{
  file: string;
  cards: TestCards;
  catalogue: CatalogueService;
  enabled: boolean;
  demoTv: DemoTv;
}> = async (app, { file, cards, catalogue, enabled, demoTv }) => {
  const clip = readFileSync(file);
  app.addHook('onClose', () => cards.close());
  app.get(
    DEMO_VIDEO_PATH,
    { schema: { tags: ['demo'], summary: "The demo's live-match video clip (WebM)" } },
    async (_req, reply) =>
      reply
        .type('video/webm')
        .header('accept-ranges', 'none')
        .header('cache-control', 'public, max-age=3600')
        .send(clip),
  );

  app.get(
    '/video/matches/:id/:file',
    {
      schema: {
        tags: ['demo'],
        summary: "A match's HLS test card: its playlist (index.m3u8) and segments (segN.ts)",
        params: z.object({ id: ZIdParam, file: z.string().regex(TEST_CARD_FILE) }),
      },
    },
    async (req, reply) => {
      const match = await catalogue.match(req.params.id);
      if (!enabled || !match.has_video || !(await cards.available())) throw unavailable();
      let body: Buffer;
      try {
        body = await cards.file(match.id, title(match), req.params.file);
      } catch (error) {
        req.log.warn({ err: error }, 'test card not encoded');
        throw new AppError(503, ErrorCode.unavailable, ErrorMessageKey.unavailable);
      }
      return reply
        .type(req.params.file.endsWith('.m3u8') ? HLS_TYPE : 'video/mp2t')
        .header('cache-control', 'public, max-age=3600')
        .send(body);
    },
  );

  app.get(
    `/providers/${demoTv.key}/watch`,
    {
      schema: {
        tags: ['demo'],
        summary: "Demo TV's watch page, opened with a launch ticket",
        querystring: z.object({ ticket: z.string().max(100).optional() }),
      },
    },
    async (req, reply) => {
      const match = req.query.ticket ? await demoTv.watch(req.query.ticket) : null;
      const name = match && title(match);
      return sendTicketPage(
        reply,
        demoTv.name,
        name === null
          ? null
          : {
              heading: name,
              body: `<p>Demo TV · live</p><video src="${demoTv.prefix}${DEMO_VIDEO_PATH}" aria-label="${escapeHtml(name)}" controls muted autoplay loop playsinline></video>`,
            },
        'Open the stream again from the match page.',
      );
    },
  );
};
