/**
 * axe-core, the accessibility engine browsers' own audits use, run inside a page: what it finds against
 * WCAG 2.1 A and AA. A finding lists the rule, its impact and the first elements that break it, so a
 * failing test says what to fix.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// evaluated rather than added as a <script>: the app's CSP (script-src 'self') refuses inline scripts
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
  summary: string;
}

/** Runs axe on the page as it stands (or inside `selector`) and returns what breaks WCAG 2.1 AA. */
export async function accessibilityFindings(page: Page, selector?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (context) => {
    type Result = {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[]; html: string; failureSummary?: string }[];
    };
    const axe = (
      window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Result[] }> } }
    ).axe;
    const { violations } = await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
    }));
  }, selector ?? null);
}

/** One line per finding, for a failing assertion's message. */
export const describeFindings = (findings: AxeFinding[]) =>
  findings
    .map((f) => `${f.rule} (${f.impact}): ${f.help} — ${f.targets.join(', ')} — ${f.summary}`)
    .join('\n');
