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

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 0 }) });
export type IdParams = Static<typeof IdParams>;

/** SPEC §4 paging: default page 1, page size 20. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const PagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
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
