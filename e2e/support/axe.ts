import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '@portal/server-kit/testing';
import type { ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices (listed, failing only when serious). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** Impacts that fail a browser test; the others are printed. */
export const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

export interface AxeViolation {
  id: string;
  impact: ImpactValue | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

let axeSource: string | undefined;

/** axe-core's browser build, evaluated through the DevTools protocol (no script tag, so the CSP stays strict). */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (present) return;
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
}

/** Waits until no CSS transition or animation runs (dialogs, drawers and toasts sliding in), at most 2 s. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
      timeout: 2_000,
    })
    .catch(() => undefined);
}

/** Runs axe on the page as it is now and returns every violation (all impacts). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await settle(page);
  await injectAxe(page);
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  return page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, runOptions);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        html: node.html.slice(0, 200),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim().slice(0, 300),
      })),
    }));
  }, options);
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.nodes.length})\n` +
        violation.nodes.map((node) => `    ${node.target}\n      ${node.html}\n      ${node.summary}`).join('\n'),
    )
    .join('\n');
}

/** Every page: exactly one `main` landmark, and a skip link that leads to it. */
async function expectPageStructure(page: Page, label: string): Promise<void> {
  const { mains, skipHref, mainId } = await page.evaluate(() => ({
    mains: document.querySelectorAll('main, [role="main"]').length,
    skipHref: document.querySelector('a.skip-link')?.getAttribute('href') ?? null,
    mainId: document.querySelector('main, [role="main"]')?.id ?? null,
  }));
  if (mains !== 1) throw new Error(`${label} (${page.url()}): ${mains} main landmarks, expected exactly 1`);
  if (!mainId || skipHref !== `#${mainId}`)
    throw new Error(`${label} (${page.url()}): no skip link to the main landmark (use MainContent from common/)`);
}

/**
 * One call per screen state, after the journey has brought the page there (empty, loaded, dialog
 * open, error): fails on any serious or critical axe violation, printing each rule and its
 * elements, or when the page lacks its one `main` landmark and skip link; lists the moderate and
 * minor violations (`failOnAny`: fails on those too, for a page known to be free of them). The results
 * also go to test-artifacts/axe/<label>.json.
 *
 *   await expectNoSeriousAxeViolations(page, 'training dialog (375 px)');
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  label: string,
  { failOnAny = false }: { failOnAny?: boolean } = {},
): Promise<void> {
  await expectPageStructure(page, label);
  const violations = await axeViolations(page);
  const dir = join(workspaceRoot(), 'test-artifacts', 'axe');
  mkdirSync(dir, { recursive: true });
  const file = label.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  writeFileSync(join(dir, `${file}.json`), JSON.stringify({ label, url: page.url(), violations }, null, 2));

  const failing = failOnAny
    ? violations
    : violations.filter((violation) => violation.impact && FAILING_IMPACTS.includes(violation.impact));
  const other = violations.filter((violation) => !failing.includes(violation));
  if (other.length > 0) console.info(`axe, ${label}: ${other.length} moderate or minor\n${formatViolations(other)}`);
  if (failing.length > 0) {
    const what = failOnAny ? 'violations' : 'serious or critical violations';
    throw new Error(`axe, ${label} (${page.url()}): ${what}\n${formatViolations(failing)}`);
  }
}
