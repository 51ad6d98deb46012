import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OVERLAY,
  OVERLAY_LAYOUTS,
  OVERLAY_POSITIONS,
  logoSource,
  overlayUrl,
  parseOverlayOptions,
  type OverlayOptions,
} from '@/features/overlay/lib/options';

const ORIGIN = 'https://sportzone.example';
const parse = (search: string) => parseOverlayOptions(search, ORIGIN);

describe('the overlay’s URL options', () => {
  it('takes every option an OBS user pastes', () => {
    expect(
      parse(
        '?layout=full&position=bottom-left&scale=1.5&bg=%23101820&fg=%23FFFFFF&accent=%23ffd43b&logo=https://cdn.example/logo.png&pad=24&delay=2000',
      ),
    ).toEqual({
      layout: 'full',
      delay: 2000,
      position: 'bottom-left',
      scale: 1.5,
      pad: 24,
      bg: '#101820',
      fg: '#ffffff',
      accent: '#ffd43b',
      logo: 'https://cdn.example/logo.png',
    });
  });

  it('keeps the defaults without options, and the old top / bottom', () => {
    expect(parse('')).toEqual(DEFAULT_OVERLAY);
    expect(parse('?position=bottom').position).toBe('bottom-left');
    expect(parse('?position=top').position).toBe('top-left');
    expect(parse('?position=top-right').position).toBe('top-right');
    expect(parse('?layout=bar').position).toBe('top-center');
    expect(parse('?layout=bar&position=bottom-right').position).toBe('bottom-right');
  });

  it('ignores unknown options and bad values', () => {
    expect(parse('?colour=red&size=9&foo')).toEqual(DEFAULT_OVERLAY);
    expect(
      parse('?layout=huge&position=middle&scale=10&pad=-5&delay=abc&bg=red&fg=%23ggg&accent=url(x)'),
    ).toEqual(DEFAULT_OVERLAY);
    expect(parse('?scale=0.2').scale).toBe(1);
    expect(parse('?scale=&pad=').pad).toBe(48);
    expect(parse('?bg=%23101820;color:red').bg).toBeNull();
    expect(parse('?bg=101820').bg).toBe('#101820'); // a # forgotten
    expect(parse('?accent=%23fd4').accent).toBe('#fd4');
  });

  it('shows a logo only from https, this site or a data:image', () => {
    expect(logoSource('https://cdn.example/a.svg', ORIGIN)).toBe('https://cdn.example/a.svg');
    expect(logoSource('/uploads/club.png', ORIGIN)).toBe('/uploads/club.png');
    expect(logoSource('data:image/png;base64,iVBORw0KGgo=', ORIGIN)).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(logoSource('http://cdn.example/a.png', ORIGIN)).toBeNull(); // blocked by the CSP anyway
    expect(logoSource('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(logoSource('//evil.example/a.png', ORIGIN)).toBeNull();
    expect(logoSource('/..//evil.example/a.png', ORIGIN)).toBeNull();
    expect(logoSource('data:text/html,<script>', ORIGIN)).toBeNull();
    expect(logoSource('ftp://x/a.png', ORIGIN)).toBeNull();
  });

  it('writes an address with only what differs from the defaults', () => {
    expect(
      overlayUrl('/overlay/match/7', { position: 'bottom-right', scale: 1.5, bg: '#101820', pad: 48 }),
    ).toBe('/overlay/match/7?position=bottom-right&scale=1.5&bg=%23101820');
    expect(overlayUrl('/overlay/match/7', {})).toBe('/overlay/match/7');
  });
});

/** Every option the overlay can take, as parseOverlayOptions gives them (hex in lower case, logos normalized). */
const hex = fc
  .constantFrom(3, 4, 6, 8)
  .chain((n) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: n, maxLength: n }))
  .map((digits) => `#${digits}`);
const logo = fc.oneof(
  fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
  fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`),
  fc.base64String({ minLength: 4, maxLength: 64 }).map((b) => `data:image/png;base64,${b}`),
);
const options: fc.Arbitrary<OverlayOptions> = fc.record({
  layout: fc.constantFrom(...OVERLAY_LAYOUTS),
  delay: fc.integer({ min: 0, max: 120_000 }),
  position: fc.constantFrom(...OVERLAY_POSITIONS),
  scale: fc.double({ min: 0.5, max: 3, noNaN: true }),
  pad: fc.integer({ min: 0, max: 200 }),
  bg: fc.option(hex),
  fg: fc.option(hex),
  accent: fc.option(hex),
  logo: fc.option(logo.map((l) => logoSource(l, ORIGIN)).filter((l): l is string => l !== null)),
});
const BASE = `${ORIGIN}/overlay/match/7`;
const readBack = (o: Partial<OverlayOptions>) => parse(new URL(overlayUrl(BASE, o)).search);

describe('the overlay builder’s address', () => {
  it('is read back by the overlay as exactly the options it was made from', () => {
    fc.assert(
      fc.property(options, (o) => {
        expect(readBack(o)).toEqual(o);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps whatever the overlay made of any address (pasted, hand-edited) when written again', () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'bar',
        'full',
        'top-left',
        'bottom-right',
        'top',
        '2',
        '0.5',
        '#fff',
        'ffd43b',
        '/x.png',
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom('layout', 'position', 'scale', 'pad', 'bg', 'fg', 'accent', 'logo', 'delay', 'other'),
      value,
    );
    fc.assert(
      fc.property(query, (q) => {
        const o = parse(`?${new URLSearchParams(q).toString()}`);
        expect(readBack(o)).toEqual(o);
      }),
      { numRuns: 500 },
    );
  });

  it('writes the position of a bar that is not at the bar’s own place (top centre)', () => {
    expect(overlayUrl('/o', { layout: 'bar', position: 'top-left' })).toBe('/o?layout=bar&position=top-left');
    expect(overlayUrl('/o', { layout: 'bar', position: 'top-center' })).toBe('/o?layout=bar');
    expect(readBack({ ...DEFAULT_OVERLAY, layout: 'bar' }).position).toBe('top-left');
  });
});
