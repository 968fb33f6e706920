import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as landingTools from './0002-landing-tools';

// Forward-only: add a file, never edit a landed one. Names sort in the order they run.
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-landing-tools': landingTools,
};
