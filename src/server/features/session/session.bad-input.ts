import type { BadInput } from '../../../../test/bad-input';

// The member's session routes read no body; their :id is fuzzed in member-sessions.api.test.ts.
export const badInput: BadInput = () => ({
  endpoints: [],
  bodiless: ['POST /api/me/sessions/end-others', 'DELETE /api/me/sessions/:id'],
});
