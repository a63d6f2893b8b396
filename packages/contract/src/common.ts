import { z } from 'zod';

/** Pagination of every list reply (SPEC §3 'Pagination'). */
export const ZPagination = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
export type TPagination = z.infer<typeof ZPagination>;

/** `{ data, pagination }`, the shape of every list reply. */
export const zList = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: ZPagination });

/** Largest page size any list accepts (SPEC §9: fetch-all pages use 500). */
export const MAX_PAGE_LIMIT = 500;

/** SPEC §2: an empty query value removes the parameter. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const zQuery = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsAbsent, schema.optional());

export const ZPage = z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(1_000_000).default(1));
export const zLimit = (fallback: number) =>
  z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(fallback));

/** A path id: a positive integer written in decimal. */
export const ZIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const ZIdParams = z.object({ id: ZIdParam });

/**
 * A comma-separated list in a query string (SPEC §2: comma-separated values are lists; empty values
 * remove the parameter). `a,,b` → ['a','b']; '' → undefined.
 */
export const zCsv = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return undefined;
    const parts = (Array.isArray(value) ? value.join(',') : String(value))
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    return parts.length === 0 ? undefined : parts;
  }, z.array(item).max(500).optional());

/** A boolean query flag: true/false/1/0; empty removes it. */
export const ZQueryBool = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
);

/** An instant in a query string: ISO 8601 date-time (with offset) or epoch milliseconds. */
export const ZQueryInstant = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .union([z.iso.datetime({ offset: true }), z.string().regex(/^\d{1,15}$/)])
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : Date.parse(value)))
    .optional(),
);

/** Error codes of replies that are not bet-specific. Place-bet codes (101, 114, 118, 120) live in bets. */
export const ErrorCode = {
  /** Input failed validation; `data.details` lists each problem. */
  invalidRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** The request conflicts with an earlier one, e.g. an Idempotency-Key reused for another body. */
  conflict: 409,
  rateLimited: 429,
  internal: 500,
  /** The database or another dependency is not reachable. */
  unavailable: 503,
} as const;

export const ErrorMessageKey = {
  invalidRequest: 'error.request.invalid',
  notFound: 'error.request.not_found',
  internal: 'global-error.default.description',
  unavailable: 'error.service.unavailable',
  rateLimited: 'error.request.rate_limited',
} as const;

export const ZErrorDetail = z.object({
  /** Where the problem is: 'query.limit', 'body.bets.0.stake', 'params.id'. */
  path: z.string(),
  /** Message key of the problem, e.g. 'error.validation.too_big'. */
  message: z.string(),
});

export const ZErrorReply = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.object({
    details: z.array(ZErrorDetail).optional(),
    errors_by_bet: z.record(z.string(), z.unknown()).optional(),
    localized_message: z.string().optional(),
  }),
});
export type TErrorReply = z.infer<typeof ZErrorReply>;
