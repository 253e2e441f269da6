/**
 * The demo as a person on a phone and on a desktop, with the question as a modal (its
 * default): the page's own Stop is behind the modal until the person folds it to a bar;
 * then Stop ends the call, the question says at once that nothing was sent, and opened
 * again it still shows what was typed. In both placements: the MCP client in the page (the
 * page call runner) and on the demo server (the relay's call runner).
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, latestRun, PLACEMENTS, runTool, sentInputResponses, useDemo } from './demo-harness';

const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });

describe.each(PLACEMENTS)('demo, MCP client %s: never trapped by the modal', (placement) => {
  const session = useDemo();

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    it(`at ${viewport.width} px: fold the question, press the page's Stop; stopped at once, the draft kept and shown`, async () => {
      const { page } = await session.open(viewport, placement);
      await runTool(page, 'contact_form');
      const name = dialog(page).getByRole('textbox', { name: 'Full name' });
      await name.fill('Typed before Stop');
      const stop = latestRun(page).getByRole('button', { name: 'Stop' });
      expect(await reachable(stop)).toBe(false);

      await dialog(page).getByRole('button', { name: 'Minimise' }).click();
      expect(await reachable(stop)).toBe(true);
      await stop.click();
      // In the bar, at once: stopped, nothing was sent (not "Expired").
      await dialog(page).getByText('Stopped — your answers were not sent.').waitFor({ timeout: 2_000 });
      expect(await dialog(page).innerText()).not.toMatch(/Expired/);
      await latestRun(page).getByText('Stopped', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Show the question' }).click();
      expect(await name.inputValue()).toBe('Typed before Stop');
      expect(await sentInputResponses(page)).toEqual([]);
      await dialog(page).getByRole('button', { name: 'Dismiss' }).click();
      await dialog(page).waitFor({ state: 'detached' });
    });
  }
});
