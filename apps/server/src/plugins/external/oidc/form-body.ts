/** A posted form of the sign-in pages, as @fastify/formbody parses it: any field may be missing or not text. */
export type FormBody = Record<string, unknown> | undefined;

/** A field's text, or undefined when it is missing or not text. */
export const formField = (body: FormBody, name: string): string | undefined => {
  const value = body?.[name];
  return typeof value === 'string' ? value : undefined;
};
