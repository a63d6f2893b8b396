import { timingSafeEqual } from 'node:crypto';
import { ErrorCode, ZErrorReply } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Hub } from './hub';
import { ErrorCodes, ReplyError } from './protocol';

const ZPublishBody = z.object({ channel: z.unknown().optional(), data: z.unknown().optional() }).loose();

const ZPublishReply = z.union([
  z.object({ result: z.object({ offset: z.number().int().optional(), epoch: z.string().optional() }) }),
  z.object({ error: z.object({ code: z.number().int(), message: z.string() }) }),
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
 * Centrifugo's server HTTP API, the part a backend needs: `POST /api/publish`. As in Centrifugo,
 * a wrong or missing key is HTTP 401, and an API error is HTTP 200 with `{error:{code,message}}`.
 */
export const realtimeHttpApi: FastifyPluginAsyncZod<{ hub: Hub }> = async (app, { hub }) => {
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
      const key = requestKey(req.headers);
      if (key === null || !sameKey(key, hub.settings.apiKey)) {
        return reply
          .status(401)
          .send({ code: ErrorCode.unauthorized, message: 'error.realtime.api_key', data: {} });
      }
      const { channel, data } = req.body;
      if (typeof channel !== 'string' || channel === '' || data === undefined) {
        return { error: ErrorCodes.badRequest };
      }
      try {
        const position = await hub.publish(channel, data);
        return { result: position.offset > 0 ? position : {} };
      } catch (error) {
        if (error instanceof ReplyError)
          return { error: { code: error.error.code, message: error.error.message } };
        throw error;
      }
    },
  );
};
