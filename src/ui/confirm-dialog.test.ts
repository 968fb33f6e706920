import { describe, expect, it } from 'vitest';
import { confirmActionClass } from './confirm-dialog';

describe('confirm button colour', () => {
  it('is red for a destructive step and the primary colour for a positive one', () => {
    expect(confirmActionClass('destructive')).toContain('bg-destructive');
    expect(confirmActionClass('positive')).not.toContain('destructive');
    expect(confirmActionClass('positive')).toContain('bg-primary');
  });
});
