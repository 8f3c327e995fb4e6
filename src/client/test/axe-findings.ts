import axe from 'axe-core';

/**
 * The serious or critical findings of axe's WCAG 2 A and AA rules within `root`, as
 * `rule: targets`. Contrast is left out: jsdom draws nothing (the browser tests judge it).
 */
export async function seriousAxeFindings(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}
