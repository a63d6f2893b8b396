import { timingSafeEqual } from 'node:crypto';
import { ErrorCode, ZErrorReply } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Hub } from './hub';
import { ErrorCodes, ReplyError } from './protocol';

const ZPublishBody = z.object({ channel: z.unknown().optional(), data: z.unknown().optional() }).loose();

const ZBroadcastBody = z.object({ channels: z.unknown().optional(), data: z.unknown().optional() }).loose();

const ZApiError = z.object({ error: z.object({ code: z.number().int(), message: z.string() }) });
const ZPublishReply = z.union([
  z.object({ result: z.object({ offset: z.number().int().optional(), epoch: z.string().optional() }) }),
  ZApiError,
]);
const ZBroadcastReply = z.union([
  z.object({ result: z.object({ responses: z.array(ZPublishReply) }) }),
  ZApiError,
]);

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key of a Centrifugo API request: `X-API-Key: KEY` or `Authorization: apikey KEY`. */
function requestKey(headers: Record<string, string | string[] | undefined>): string | null {
  const header = headers['x-api-key'];
  if (typeof header === 'string' && header !== '') return header;
  const authorization = headers.authorization;
  if (typeof authorization === 'string') {
    const [scheme, key] = authorization.split(' ');
    if (scheme?.toLowerCase() === 'apikey' && key) return key;
  }
  return null;
}

/**
 * Centrifugo's server HTTP API, the part a backend needs: `POST /api/publish` and `POST
 * /api/broadcast`. As in Centrifugo, a wrong or missing key is HTTP 401, and an API error is HTTP
 * 200 with `{error:{code,message}}` — in a broadcast, each channel's own in its place of `responses`.
 */
export const realtimeHttpApi: FastifyPluginAsyncZod<{ hub: Hub }> = async (app, { hub }) => {
  const publish = async (channel: string, data: unknown) => {
    try {
      const position = await hub.publish(channel, data);
      return { result: position.offset > 0 ? position : {} };
    } catch (error) {
      if (error instanceof ReplyError)
        return { error: { code: error.error.code, message: error.error.message } };
      throw error;
    }
  };
  const unauthorized = {
    code: ErrorCode.unauthorized,
    message: 'error.realtime.api_key',
    data: {},
  } as const;
  const keyed = (headers: Record<string, string | string[] | undefined>) => {
    const key = requestKey(headers);
    return key !== null && sameKey(key, hub.settings.apiKey);
  };

  app.post(
    '/api/publish',
    {
      schema: {
        tags: ['realtime'],
        summary: 'Publish into a channel (Centrifugo server API)',
        description: 'Header `X-API-Key`. Body `{channel, data}`. Reply `{result:{offset, epoch}}`.',
        body: ZPublishBody,
        response: { 200: ZPublishReply, 400: ZErrorReply, 401: ZErrorReply },
      },
    },
    async (req, reply) => {
      if (!keyed(req.headers)) return reply.status(401).send(unauthorized);
      const { channel, data } = req.body;
      if (typeof channel !== 'string' || channel === '' || data === undefined) {
        return { error: ErrorCodes.badRequest };
      }
      return publish(channel, data);
    },
  );

  app.post(
    '/api/broadcast',
    {
      schema: {
        tags: ['realtime'],
        summary: 'Publish into several channels (Centrifugo server API)',
        description:
          'Header `X-API-Key`. Body `{channels, data}`. Reply `{result:{responses:[…]}}`, one per channel in order: `{result:{offset, epoch}}` (`{result:{}}` for a channel without history) or that channel’s `{error:{code, message}}`. A body without a non-empty `channels` array of strings or without `data` is `{error:{code:107}}`.',
        body: ZBroadcastBody,
        response: { 200: ZBroadcastReply, 400: ZErrorReply, 401: ZErrorReply },
      },
    },
    async (req, reply) => {
      if (!keyed(req.headers)) return reply.status(401).send(unauthorized);
      const { channels, data } = req.body;
      if (
        !Array.isArray(channels) ||
        channels.length === 0 ||
        !channels.every((channel) => typeof channel === 'string') ||
        data === undefined
      ) {
        return { error: ErrorCodes.badRequest };
      }
      // As Centrifugo: an empty channel name is that channel's bad request, and a channel the broker
      // failed to take is that channel's internal error; the others are published all the same.
      const into = async (channel: string) => {
        if (channel === '') return { error: ErrorCodes.badRequest };
        try {
          return await publish(channel, data);
        } catch (error) {
          req.log.error({ err: error, channel }, 'broadcast: a channel was not published');
          return { error: { code: ErrorCodes.internal.code, message: ErrorCodes.internal.message } };
        }
      };
      return { result: { responses: await Promise.all(channels.map(into)) } };
    },
  );
};
