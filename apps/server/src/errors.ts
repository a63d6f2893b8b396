import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, ErrorMessageKey, type TErrorReply } from '@sportsbook/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

type Detail = NonNullable<TErrorReply['data']['details']>[number];

/** An error the client caused or should see: it crosses the wire as `{code, message, data}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    /** A SPEC message key, e.g. 'error.request.not_found'. */
    readonly key: string,
    readonly details?: Detail[],
    /** More of `data`: per-bet errors, the message in the request's language. */
    readonly data?: Pick<TErrorReply['data'], 'errors_by_bet' | 'localized_message'>,
    /** Response headers that go with the error, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(key);
  }

  static notFound(what: string): AppError {
    return new AppError(404, ErrorCode.notFound, ErrorMessageKey.notFound, [
      { path: what, message: ErrorMessageKey.notFound },
    ]);
  }

  static invalid(path: string, message: string): AppError {
    return new AppError(400, ErrorCode.invalidRequest, ErrorMessageKey.invalidRequest, [{ path, message }]);
  }
}

const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

/** Where the handler sends the errors it answers with a 5xx (README 'Error reporting'). */
export type ReportError = (error: unknown, request: FastifyRequest) => void;

/**
 * Turns every failure into the wire error shape; bad input is a 4xx, never a 500, and the process
 * stays up. A 5xx or unexpected error also goes to `report` (the error reporter, when configured).
 */
export function installErrorHandling(app: FastifyInstance, report?: ReportError): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) report?.(error, request);
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(error.code, error.key, error.details, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = CONTEXT_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? 'request';
      const details = error.validation.map((issue) => ({
        path: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        // A contract rule that names its own message key (e.g. error.layout.duplicate_widget_id) keeps it.
        message: issue.message?.startsWith('error.') ? issue.message : `error.validation.${issue.keyword}`,
      }));
      return reply.status(400).send(body(ErrorCode.invalidRequest, ErrorMessageKey.invalidRequest, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'reply does not match its contract');
      report?.(error, request);
      return reply.status(500).send(body(ErrorCode.internal, ErrorMessageKey.internal));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendClientError(reply, status, error.code);
    request.log.error({ err: error }, 'unhandled error');
    report?.(error, request);
    return reply.status(500).send(body(ErrorCode.internal, ErrorMessageKey.internal));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        body(ErrorCode.notFound, ErrorMessageKey.notFound, [
          { path: 'url', message: `${request.method} ${request.url.split('?')[0]}` },
        ]),
      ),
  );
}

/** Message keys of the client errors Fastify and Node raise themselves; others get the generic key. */
const CLIENT_ERROR_KEYS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.request.invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.request.too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.request.unsupported_media_type',
  FST_ERR_MAX_PARAM_LENGTH: 'error.request.uri_too_long',
};
const CLIENT_ERROR_STATUS_KEYS: Record<number, string> = {
  408: 'error.request.timeout',
  413: 'error.request.too_large',
  414: 'error.request.uri_too_long',
  415: 'error.request.unsupported_media_type',
  429: ErrorMessageKey.rateLimited,
  431: 'error.request.headers_too_large',
};

/** A framework client error in the wire shape: `code` is the HTTP status it is sent with. */
function clientErrorBody(status: number, fastifyCode: string | undefined): TErrorReply {
  const key =
    (fastifyCode && CLIENT_ERROR_KEYS[fastifyCode]) ??
    CLIENT_ERROR_STATUS_KEYS[status] ??
    ErrorMessageKey.invalidRequest;
  return body(status, key, [{ path: 'request', message: fastifyCode ?? key }]);
}

function sendClientError(reply: FastifyReply, status: number, fastifyCode: string | undefined) {
  return reply.status(status).send(clientErrorBody(status, fastifyCode));
}

/**
 * Fastify constructor options that put the errors raised before routing (a bad or too long URL,
 * an unreadable request on the socket) in the same shape as every other error.
 */
export const frameworkErrorOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    sendClientError(reply, error.statusCode ?? 400, error.code);
  },
  clientErrorHandler: (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const json = JSON.stringify(clientErrorBody(status, undefined));
    // A reply to HEAD has no body (the client would read it as the start of a next reply); the
    // method is known when the unread bytes still hold the request line.
    const head =
      Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${head ? '' : json}`,
      );
    }
    socket.destroy();
  },
};

/**
 * An OPTIONS request that is no CORS preflight (no Origin or no Access-Control-Request-Method):
 * refused here, before @fastify/cors would answer it with a plain-text 400 of its own.
 */
export async function refuseMalformedPreflight(request: FastifyRequest): Promise<void> {
  if (request.method !== 'OPTIONS') return;
  const missing = !request.headers.origin
    ? 'headers.origin'
    : !request.headers['access-control-request-method']
      ? 'headers.access-control-request-method'
      : null;
  if (missing) throw AppError.invalid(missing, 'error.request.invalid_preflight');
}

function body(code: number, message: string, details?: Detail[], data?: AppError['data']): TErrorReply {
  return { code, message, data: { ...(details && { details }), ...data } };
}
