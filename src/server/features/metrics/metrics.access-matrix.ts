import { type AccessMatrix, everyone } from '../../../../test/access-matrix';

export const accessMatrix: AccessMatrix = () => ({
  // Sessions grant nothing here, an admin's neither: the matrix's app has no METRICS_TOKEN, so the
  // route is not served to anyone; with one, only the bearer token opens it (metrics.api.test.ts).
  'GET /metrics': { expect: everyone(404) },
});
