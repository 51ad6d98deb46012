import { Type, type TLiteral, type TSchema } from 'typebox';

/**
 * Small schema builders the contract files share. Not exported from the package (index.ts leaves this
 * file out): they are how contracts are written, not contracts.
 */

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** optional in a body; null clears it */
export const Opt = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));
/** a name: not empty, not only spaces */
export const Name = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
export const Text = (max: number) => Type.String({ maxLength: max });
export const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const Timestamp = Type.String({ description: 'ISO 8601 date and time' });
export const Country = Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 code' });
/** A sport id: the product's sports (tennis, table-tennis …) or another sport's lower-case name. */
export const SportName = Type.String({ pattern: '^[a-z][a-z0-9-]{1,39}$' });
export const SearchTerm = Type.Optional(Nullable(Type.String({ maxLength: 200 })));

/** one of a list of strings, typed as the list's union; in OpenAPI an `enum` */
export const Lit = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
/**
 * The same as `Lit` in TypeScript, but in OpenAPI an `anyOf` of constants: how the organizations' and
 * streaming's schemas were published, kept so that their description does not change.
 */
export const LitUnion = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v)) as unknown as [...Literals<T>]);

/** a person's name (members, players) */
export const personName = {
  firstName: Name(100),
  middleName: Opt(Text(100)),
  lastName: Name(100),
};
