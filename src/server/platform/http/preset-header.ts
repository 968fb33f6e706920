import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * Sets a header of the answer before the handler runs; a header the handler sets itself wins.
 *
 * Served by @hono/node-server, it goes on Node's own response, which merges it into whatever the
 * handler answers. The handler's answer then keeps the plain header record that c.json() makes,
 * where c.header() would make Hono and the adapter build, copy and walk WHATWG Headers objects on
 * every call: about a quarter of GET /api/me's CPU (bench/README.md, "API latency"). Without Node
 * (app.request in tests) it is c.header().
 */
export function presetHeader(c: Context, name: string, value: string) {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}
