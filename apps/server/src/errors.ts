import { ErrorCode, ErrorMessageKey, type TErrorReply } from '@sportsbook/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
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

/** Turns every failure into the wire error shape; bad input is a 4xx, never a 500, and the process stays up. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.key, error.details, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = CONTEXT_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? 'request';
      const details = error.validation.map((issue) => ({
        path: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: `error.validation.${issue.keyword}`,
      }));
      return reply.status(400).send(body(ErrorCode.invalidRequest, ErrorMessageKey.invalidRequest, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'reply does not match its contract');
      return reply.status(500).send(body(ErrorCode.internal, ErrorMessageKey.internal));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, …
      const key =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'error.request.invalid_json'
          : ErrorMessageKey.invalidRequest;
      return reply
        .status(status)
        .send(
          body(status === 429 ? ErrorCode.rateLimited : ErrorCode.invalidRequest, key, [
            { path: 'request', message: error.code ?? key },
          ]),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
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

function body(code: number, message: string, details?: Detail[], data?: AppError['data']): TErrorReply {
  return { code, message, data: { ...(details && { details }), ...data } };
}
