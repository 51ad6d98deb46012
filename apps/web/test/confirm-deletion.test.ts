import { describe, expect, it } from 'vitest';
import { confirmsDeletion } from '@/features/user/lib/confirm-deletion';

describe('the typed confirmation of /user/delete', () => {
  it('accepts your email in any case, or the word in the UI language, or DELETE', () => {
    expect(confirmsDeletion(' Maria@Example.com ', 'maria@example.com', 'DELETE')).toBe(true);
    expect(confirmsDeletion('ИЗТРИЙ', 'maria@example.com', 'ИЗТРИЙ')).toBe(true);
    expect(confirmsDeletion('DELETE', 'maria@example.com', 'ИЗТРИЙ')).toBe(true);
  });
  it('refuses anything else', () => {
    expect(confirmsDeletion('', 'maria@example.com', 'DELETE')).toBe(false);
    expect(confirmsDeletion('delete', 'maria@example.com', 'DELETE')).toBe(false);
    expect(confirmsDeletion('maria@example', 'maria@example.com', 'DELETE')).toBe(false);
    expect(confirmsDeletion('other@example.com', 'maria@example.com', 'DELETE')).toBe(false);
  });
});
