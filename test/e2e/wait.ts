import type { Page } from 'playwright-core';

/**
 * Waits until `expression` is truthy in the page, under the page's own Content-Security-Policy.
 *
 * Playwright's waitForFunction re-reads its predicate through `eval` on each animation frame, and
 * the H5 policy (no 'unsafe-eval') refuses that from the second frame on, so a journey using it
 * would have to bypass the headers a visitor gets (issue #27). Here the expression is compiled
 * once, inside the one evaluation Playwright sends, and polled on animation frames as compiled
 * code. A string, not a closure: tsx would add helpers the page does not have. An expression that
 * throws counts as not yet true (the element it reads may not be drawn yet). A navigation restarts
 * the wait in the new document; past `timeout` it throws with what the expression read last.
 */
export async function waitForPage(
  page: Page,
  expression: string,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<unknown> {
  const deadline = Date.now() + timeout;
  const poll = (ms: number) => `new Promise((resolve) => {
    const until = performance.now() + ${ms};
    const tick = () => {
      let value;
      try { value = (${expression}); } catch (error) { value = undefined; }
      if (value || performance.now() > until) resolve({ value, done: Boolean(value) });
      else requestAnimationFrame(tick);
    };
    tick();
  })`;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const result = (await page.evaluate(poll(deadline - Date.now()))) as {
        value: unknown;
        done: boolean;
      };
      if (result.done) return result.value;
      last = result.value;
    } catch (error) {
      // The document went away under the wait (a navigation): wait again in the next one.
      if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
  throw new Error(
    `waitForPage: ${expression.trim().slice(0, 160)} still ${String(last)} after ${timeout} ms`,
  );
}
