import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AccessibilityViolation {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

/**
 * Runs axe-core on the page as it stands (or on the part `scope` selects) and returns the serious
 * and critical violations.
 * The page's context must bypass CSP (`bypassCSP: true`): the site's policy rightly refuses
 * injected scripts, and axe-core is one. It is injected once a document: parsing it costs Chromium
 * about as much as a run.
 */
export async function seriousAccessibilityViolations(page: Page, scope?: string): Promise<AccessibilityViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Document | { include: string[] }) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(selector ? { include: [selector] } : document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  }, scope);
}
