// The HAProxy configuration of a Hub Premium cluster, in one place: the cluster tests
// (test/cluster/) run HAProxy with it and README "Running at scale" shows its output.
// `node scripts/haproxy-config.mjs` prints it for a frontend on :80 and three nodes on :3001-3003.

/**
 * @param {{ port: number, nodes: { name: string, host?: string, port: number }[],
 *   bind?: string, checkIntervalMs?: number }} options
 */
export function haproxyConfig({ port, nodes, bind = '127.0.0.1', checkIntervalMs = 2000 }) {
  const servers = nodes.map(
    ({ name, host = '127.0.0.1', port: nodePort }) =>
      `  server ${name} ${host}:${nodePort} check inter ${checkIntervalMs} fall 2 rise 2`,
  );
  return `${[
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  # Appends the client address to X-Forwarded-For: run the nodes with TRUST_PROXY=1.',
    '  option forwardfor',
    '  # A request whose node refused the connection goes to another node.',
    '  option redispatch',
    '  retries 2',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 5s',
    '  timeout queue 10s',
    '',
    'frontend hub',
    `  bind ${bind}:${port}`,
    '  default_backend nodes',
    '',
    'backend nodes',
    '  balance roundrobin',
    '  # 200 while the node reaches PostgreSQL; 503 when it does not or while it drains (SIGTERM).',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  # Which node answered (the cluster tests read it; handy with curl -i).',
    '  http-response set-header X-Served-By %[srv_name]',
    ...servers,
    '',
  ].join('\n')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(
    haproxyConfig({
      port: 80,
      bind: '0.0.0.0',
      nodes: [1, 2, 3].map((n) => ({ name: `node${n}`, host: `10.0.0.${n}`, port: 3000 })),
    }),
  );
}
