import type { BadInput } from '../../../../test/bad-input';

export const badInput: BadInput = () => ({
  endpoints: [],
  bodiless: ['POST /api/me/data-export'],
});
