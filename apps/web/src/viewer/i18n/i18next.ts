/*
 * The part of i18next the viewer pages use, in a few hundred bytes (decision 013): the viewer build
 * (vite.viewer.config.ts) resolves `i18next` here. Nested keys, `{{name}}` interpolation (not escaped,
 * as the app sets it), plurals by `count` (`key_one`, `key_other` after Intl.PluralRules), the fallback
 * language, the key itself when a text is missing, and `languageChanged`. The texts and the detection
 * are the app's (lib/i18n/viewer.ts, lib/i18n/locale.ts).
 */

type Tree = { [key: string]: string | Tree };
type Options = Record<string, unknown> & { count?: number };

interface InitOptions {
  resources: Record<string, { translation: Tree }>;
  lng: string;
  fallbackLng?: string;
}

const listeners = new Set<(language: string) => void>();
let resources: InitOptions['resources'] = {};
let fallback = 'en';
const plurals = new Map<string, Intl.PluralRules>();

function lookup(language: string, key: string): string | undefined {
  let node: string | Tree | undefined = resources[language]?.translation;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralOf(language: string, count: number): string {
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    plurals.set(language, rules);
  }
  return rules.select(count);
}

function find(language: string, key: string, options?: Options): string | undefined {
  if (typeof options?.count === 'number') {
    const text =
      lookup(language, `${key}_${pluralOf(language, options.count)}`) ?? lookup(language, `${key}_other`);
    if (text !== undefined) return text;
  }
  return lookup(language, key);
}

const i18next = {
  language: 'en',
  resolvedLanguage: 'en',
  use(_plugin: unknown) {
    return i18next;
  },
  init(options: InitOptions) {
    resources = options.resources;
    fallback = options.fallbackLng ?? 'en';
    i18next.language = i18next.resolvedLanguage = options.lng;
    return Promise.resolve(i18next.t);
  },
  t(key: string, options?: Options): string {
    const text = find(i18next.language, key, options) ?? find(fallback, key, options);
    if (text === undefined) return key;
    return options
      ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
          name in options ? String(options[name]) : whole,
        )
      : text;
  },
  changeLanguage(language: string) {
    i18next.language = i18next.resolvedLanguage = language;
    listeners.forEach((l) => l(language));
    return Promise.resolve(i18next.t);
  },
  on(event: 'languageChanged', listener: (language: string) => void) {
    if (event === 'languageChanged') listeners.add(listener);
  },
  off(event: 'languageChanged', listener: (language: string) => void) {
    if (event === 'languageChanged') listeners.delete(listener);
  },
};

export default i18next;
