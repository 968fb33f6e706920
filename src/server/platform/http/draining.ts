/**
 * Drain: set by main.ts when SIGTERM arrives. From then on /api/health answers 503,
 * so the load balancer stops sending requests here, while this process still answers the ones it
 * gets until SHUTDOWN_DRAIN_MS have passed and it stops accepting.
 */
let draining = false;

export const startDraining = () => {
  draining = true;
};
export const isDraining = () => draining;
