import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The cluster's configuration files (decision 043): deploy/haproxy.cfg and deploy/prometheus.yml are
 * what compose.yaml mounts; the cluster renders them with its own addresses between their marker
 * comments and changes nothing else. Also how many connections the proxy may hold, and its status page.
 */
export const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
export const HAPROXY_TEMPLATE = join(REPO, 'deploy/haproxy.cfg');
export const PROMETHEUS_TEMPLATE = join(REPO, 'deploy/prometheus.yml');
export const HAPROXY =
  ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p)) ?? 'haproxy';

export const haproxyAvailable = () =>
  spawnSync(HAPROXY, ['-v'], { stdio: 'ignore', timeout: 10_000 }).status === 0;

/** `text` with the lines between its `# <marker>: begin` and `# <marker>: end` comments replaced. */
function replaceBlock(text: string, marker: string, lines: string[]): string {
  const pattern = new RegExp(`(# ${marker}: begin\\n)[\\s\\S]*?(\\n\\s*# ${marker}: end)`);
  if (!pattern.test(text)) throw new Error(`no "# ${marker}: begin … end" block to render`);
  return text.replace(pattern, (_all, begin: string, end: string) => `${begin}${lines.join('\n')}${end}`);
}

export interface ProxiedServer {
  name: string;
  address: string;
}

/**
 * deploy/haproxy.cfg with these servers between its `servers:` markers and this one between its `video:`
 * markers; everything else stays as compose.yaml uses it.
 */
export function renderHaproxyConfig(
  template: string,
  servers: ProxiedServer[],
  video: ProxiedServer,
): string {
  const line = (s: ProxiedServer) => `    server ${s.name} ${s.address} check`;
  return replaceBlock(replaceBlock(template, 'servers', servers.map(line)), 'video', [line(video)]);
}

/** deploy/prometheus.yml with these instances and this proxy status address as its targets. */
export function renderPrometheusConfig(template: string, instances: string[], proxy: string): string {
  const targets = (addresses: string[]) => [`      - targets: ${JSON.stringify(addresses)}`];
  return replaceBlock(replaceBlock(template, 'instances', targets(instances)), 'proxy', targets([proxy]));
}

/**
 * Connections the proxy may hold: each takes two files (the client's and the instance's), and HAProxy
 * refuses to start when it cannot raise its open-file limit that far.
 */
export function proxyMaxConnections(): number {
  const hard = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  const files = hard === 'unlimited' ? Infinity : Number(hard) || 1024;
  return Math.max(100, Math.min(50_000, Math.floor((files - 200) / 2)));
}

export type ProxyView = Record<string, { status: string; connections: number }>;

/** HAProxy's CSV status (`/stats;csv`): the `instances` backend's servers, their state and connections. */
export function parseStats(csv: string): ProxyView {
  const [head, ...rows] = csv.trim().split('\n');
  const columns = (head ?? '').replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const view: ProxyView = {};
  for (const row of rows) {
    const cells = row.split(',');
    const server = cells[at('svname')]!;
    if (cells[at('pxname')] !== 'instances' || server === 'FRONTEND' || server === 'BACKEND') continue;
    view[server] = { status: cells[at('status')]!, connections: Number(cells[at('scur')]) };
  }
  return view;
}
