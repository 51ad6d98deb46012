import { Type, type Static, type TSchema } from 'typebox';

/** Every 4xx/5xx body. `fields` maps a body field to a message the form shows beside it. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    code: Type.Optional(Type.String()),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { $id: 'ErrorResponse', description: 'An error the UI can show' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/**
 * The largest PostgreSQL `integer` (int4): every id, sequence number and count the API takes fits in
 * it. A larger number in a path, query or body is a 400, never a database error (decision 014).
 */
export const INT4_MAX = 2_147_483_647;

type IntegerOptions = NonNullable<Parameters<typeof Type.Integer>[0]>;

/** A database id: 1 … INT4_MAX. */
export const Id = (options: IntegerOptions = {}) =>
  Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });

/**
 * An id or null (null clears the link). One JSON type list rather than a union with null: with a union,
 * Ajv's type coercion turns a refused `0` into `null` and accepts it; here `0` is an integer below the
 * minimum, a 400.
 */
export const NullableId = (options: { description?: string } = {}) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: INT4_MAX, ...options });

/** An optional id in a body that null clears. */
export const OptionalId = (options: { description?: string } = {}) => Type.Optional(NullableId(options));

/** A count or sequence number from 0 (an event's seq, `after`). */
export const Count = (options: IntegerOptions = {}) =>
  Type.Integer({ minimum: 0, maximum: INT4_MAX, ...options });

export const IdParams = Type.Object({ id: Id() });
export type IdParams = Static<typeof IdParams>;

/** SPEC §4 paging: default page 1, page size 20. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** No list has this many pages; beyond it a page number is a client's mistake (400). */
export const MAX_PAGE = 100_000;

export const PagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
};

/** SPEC §3 paged response. nextPage/previousPage are absent at the ends. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    currentPage: Type.Integer(),
    pageSize: Type.Integer(),
    totalCount: Type.Integer(),
    totalPages: Type.Integer(),
    nextPage: Type.Optional(Type.Integer()),
    previousPage: Type.Optional(Type.Integer()),
  });

export interface PagedResult<T> {
  items: T[];
  currentPage: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  nextPage?: number;
  previousPage?: number;
}

export function pageOf<T>(items: T[], page: number, pageSize: number, totalCount: number): PagedResult<T> {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    items,
    currentPage: page,
    pageSize,
    totalCount,
    totalPages,
    ...(page < totalPages ? { nextPage: page + 1 } : {}),
    ...(page > 1 ? { previousPage: page - 1 } : {}),
  };
}
