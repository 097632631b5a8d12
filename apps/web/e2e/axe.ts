import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Waits until no finite animation or transition runs on the page (a drawer sliding in, a modal fading in).
 * axe judges colour contrast from the colours it finds at that instant: text in a drawer half faded in is judged
 * against a half-transparent window and fails, though the finished drawer passes. Endless animations (a spinner)
 * are left out; bounded, so a page that keeps animating is judged as it is rather than holding the test. Two
 * frames go by first: a resize reaches React through a media query's change event, and what it renders (a drawer
 * becoming a rail) starts its transitions in a later task.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

export interface AxeScope {
  /** Judge only this part of the page (a CSS selector). */
  include?: string;
  /** Leave this part out (a CSS selector), e.g. a frame whose content is not ours. */
  exclude?: string;
}

/** The serious and critical axe findings on the page once it is still, each as "rule: node why | node why". */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await animationsDone(page);
  const builder = new AxeBuilder({ page });
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(" | ")}`);
}
