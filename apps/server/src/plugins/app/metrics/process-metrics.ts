import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's own metrics (CPU, memory, event loop lag, garbage collection, open files): one set
 * per process, however many apps it runs (the tests run several), so that their monitors start once.
 */
let shared: Registry | null = null;

/**
 * prom-client names three gauges `…_total`, which `promtool check metrics` refuses (the suffix is for
 * counters); the same numbers are there by type without it (`nodejs_active_handles{type}` …).
 */
const REFUSED_BY_PROMTOOL = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

export function processMetrics(): Registry {
  if (shared) return shared;
  shared = new Registry();
  collectDefaultMetrics({ register: shared });
  for (const name of REFUSED_BY_PROMTOOL) shared.removeSingleMetric(name);
  return shared;
}
