import { describe, expect, it } from 'vitest';
import { DEFAULT_OVERLAY, logoSource, overlayUrl, parseOverlayOptions } from '@/features/overlay/lib/options';

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
