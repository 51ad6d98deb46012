import type { FastifyServerOptions } from 'fastify';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-](\d{2}):(\d{2}))$/;

/** A calendar date of the years 1–9999 (PostgreSQL has no year 0; JavaScript dates end at 275760). */
export function isApiDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate(); // 2000: a leap year
  if (day > daysInMonth) return false;
  return month !== 2 || day < 29 || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
}

/** An RFC 3339 date and time that JavaScript and PostgreSQL both hold (no leap second, years 1–9999). */
export function isApiDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m || !isApiDate(m[1]!)) return false;
  if (Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4]) > 59) return false;
  if (m[7] !== undefined && (Number(m[7]) > 23 || Number(m[8]) > 59)) return false;
  const time = Date.parse(value.replace(' ', 'T'));
  if (!Number.isFinite(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/**
 * Ajv's `date` and `date-time` accept what the database cannot store (year 0000) or JavaScript cannot
 * parse (a leap second, 23:59:60), which answered 500 (test/fuzz.test.ts sends both). These replace them.
 */
export const onAjvCreate: NonNullable<NonNullable<FastifyServerOptions['ajv']>['onCreate']> = (ajv) => {
  ajv.addFormat('date', { type: 'string', validate: isApiDate });
  ajv.addFormat('date-time', { type: 'string', validate: isApiDateTime });
};
