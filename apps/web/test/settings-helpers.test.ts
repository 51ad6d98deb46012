import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from '@/lib/api/api-error';
import { formatDay, formatMoment } from '@/lib/dates';

describe('the settings lists’ shared helpers', () => {
  it('places the server’s field messages on the form’s fields, a list’s items on the list', () => {
    const to = { name: 'name', scopes: 'scopes', expiresAt: 'expiresOn' } as const;
    expect(
      placeFieldErrors(
        { 'scopes/0': 'first', 'scopes.1': 'second', expiresAt: 'too soon', other: 'x', 'name.0': 'y' },
        to,
        ['scopes'],
      ),
    ).toEqual({ scopes: 'first', expiresOn: 'too soon' });
    // a field that is not a list takes only its own name
    expect(placeFieldErrors({ 'expiresAt.0': 'x' }, to, ['scopes'])).toEqual({});
    expect(placeFieldErrors({}, to)).toEqual({});
  });

  it('writes a day, a moment to the minute, or to the second; empty for none, as it came when not a date', () => {
    const at = '2026-03-12T09:40:12.000Z';
    expect(formatDay(at, 'en')).toMatch(/2026/);
    expect(formatMoment(at, 'en')).not.toMatch(/:12\b/);
    expect(formatMoment(at, 'en', { seconds: true })).toMatch(/:40:12/);
    expect(formatDay(null, 'en')).toBe('');
    expect(formatMoment('soon', 'en')).toBe('soon');
  });
});
