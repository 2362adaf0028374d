/**
 * axe-core's rules run on a rendered component under jsdom: the ids of the rules it breaks.
 * jsdom has no layout, so only structural rules (names, roles, nesting) are meaningful here;
 * colour contrast and visibility are checked by the end-to-end test in Chromium.
 */
import axe from 'axe-core';

export async function brokenAxeRules(container: Element, rules: string[]): Promise<string[]> {
  const { violations } = await axe.run(container, { runOnly: rules });
  return violations.map((violation) => violation.id);
}
