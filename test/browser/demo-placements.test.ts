/**
 * The demo's main flows with its MCP client in either place (README "Demo"): in the page
 * (the page's own store), and on the demo server (one client per browser session, its
 * requests rendered through the relay by `createRemoteElicitationStore`), there with the
 * MCP SDK v2 or the AI SDK's `createMCPClient` (`?sdk=ai`). The same person, the same
 * clicks, the same results and the same log of what was sent — except where the AI SDK
 * itself differs: it asks a round's questions one after another, and refuses URL mode.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, finishedResult, latestRun, PLACEMENTS, runTool, sentInputResponses, useDemo } from './demo-harness';

/**
 * The AI SDK's placement loads @ai-sdk/mcp 2.x, which declares Node >= 22 (node22/): its
 * cases run where that holds, the run scripts/test.mjs makes under conformance/'s Node 22.
 */
const NODE22 = Number(process.versions.node.split('.')[0]) >= 22;

describe('demo: the "MCP client" switch', () => {
  const session = useDemo();

  it('on the server: kept in the URL across a reload; the page sends no MCP traffic, only relay and run requests', async () => {
    const { page, errors } = await session.open();
    const paths: string[] = [];
    page.on('request', (request) => paths.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.getByLabel('MCP client').selectOption('server');
    await page.getByRole('status').filter({ hasText: 'MCP client on the demo server' }).waitFor();
    expect(new URL(page.url()).searchParams.get('client')).toBe('server');
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'MCP client on the demo server' }).waitFor();
    expect(await page.getByLabel('MCP client').inputValue()).toBe('server');

    await runTool(page, 'contact_form');
    await dialog(page).getByRole('button', { name: 'Decline' }).click();
    await finishedResult(page);
    expect(paths.filter((path) => path.endsWith('/mcp'))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['GET /relay', 'POST /relay', 'POST /api/run']));

    // The AI SDK's client on the server: kept in the URL too. On Node 20 it does not start,
    // and says why: @ai-sdk/mcp 2.x needs Node 22.
    const aiSdkShown = NODE22 ? 'MCP client on the demo server (AI SDK)' : "Could not connect: The demo server's MCP client could not connect: The AI SDK placement needs Node 22 or later";
    await page.getByLabel('MCP client').selectOption('server-ai');
    await page.getByRole('status').filter({ hasText: aiSdkShown }).waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ client: 'server', sdk: 'ai' });
    await page.reload();
    await page.getByRole('status').filter({ hasText: aiSdkShown }).waitFor();
    expect(await page.getByLabel('MCP client').inputValue()).toBe('server-ai');
    // Not connecting answered 502, which Chromium logs (each time the page asked): nothing else.
    if (!NODE22) expect(errors.splice(0).filter((error) => !/status of 502/.test(error))).toEqual([]);

    // Back in the page: its own MCP client again.
    await page.getByLabel('MCP client').selectOption('page');
    await page.getByRole('status').filter({ hasText: 'MCP client in this page' }).waitFor();
    expect([...new URL(page.url()).searchParams.keys()]).toEqual([]);
  });
});

describe.each(NODE22 ? ([...PLACEMENTS, 'server-ai'] as const) : PLACEMENTS)('demo, MCP client %s: main flows', (placement) => {
  const session = useDemo();
  const open = () => session.open(undefined, placement);
  /** @ai-sdk/mcp on the server: form mode only, one request at a time (demo/shared/ai-sdk-client.ts). */
  const aiSdk = placement === 'server-ai';

  it('contact_form answered: the server echoes exactly what was submitted', async () => {
    const { page } = await open();
    await runTool(page, 'contact_form');
    await dialog(page).getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
    await dialog(page).getByRole('radio', { name: 'phone' }).check();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    const [echo] = await finishedResult(page);
    const [sent] = (await sentInputResponses(page)) as Array<{ contact: { action: string; content: Record<string, unknown> } }>;
    expect(sent?.contact.action).toBe('accept');
    expect(sent?.contact.content).toMatchObject({ name: 'Grace Hopper', contact_method: 'phone' });
    expect(echo).toBe(JSON.stringify(sent?.contact.content));
  });

  it('contact_form declined: decline is sent and reported', async () => {
    const { page } = await open();
    await runTool(page, 'contact_form');
    await dialog(page).getByRole('button', { name: 'Decline' }).click();
    expect(await finishedResult(page)).toEqual(['Declined: you chose not to share your contact details.']);
    expect(await sentInputResponses(page)).toEqual([{ contact: { action: 'decline' } }]);
  });

  it('setup_wizard: two rounds, the second depending on the first', async () => {
    const { page } = await open();
    await runTool(page, 'setup_wizard');
    await dialog(page).getByText('Step 1 of 2').waitFor();
    await dialog(page).getByRole('textbox', { name: 'Project name' }).fill('billing-api');
    await dialog(page).getByRole('radio', { name: 'HTTP API' }).check();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByText('Step 2 of 2: HTTP API settings for "billing-api".').waitFor();
    await dialog(page).getByLabel(/^Port/).fill('9090');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    expect((await finishedResult(page))[0]).toBe('Set up "billing-api": HTTP API, TypeScript.');
    expect(await sentInputResponses(page)).toEqual([
      { step1: { action: 'accept', content: { project: 'billing-api', kind: 'api', typescript: true } } },
      { step2: { action: 'accept', content: { port: 9090, auth: 'oauth' } } },
    ]);
  });

  it.runIf(aiSdk)('plan_trip: the AI SDK asks the round’s three questions one after another and sends them together', async () => {
    const { page } = await open();
    await runTool(page, 'plan_trip');
    await dialog(page).getByText('Where to?').waitFor();
    await dialog(page).getByRole('textbox', { name: 'City' }).fill('Porto');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByText('When, and for how long?').waitFor();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByText('Who is coming?').waitFor();
    await dialog(page).getByLabel(/^Adults/).fill('3');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    expect((await finishedResult(page))[0]).toBe('Trip planned from 3 answers.');
    const [sent] = (await sentInputResponses(page)) as Array<Record<string, { action: string; content?: Record<string, unknown> }>>;
    expect(Object.keys(sent ?? {}).sort()).toEqual(['dates', 'destination', 'travellers']);
    expect(sent?.destination?.content).toMatchObject({ city: 'Porto' });
    expect(sent?.travellers?.content).toMatchObject({ adults: 3 });
  });

  it.skipIf(aiSdk)('plan_trip: three questions in one round, sent together', async () => {
    const { page } = await open();
    await runTool(page, 'plan_trip');
    const round = dialog(page);
    await round.getByText('3 questions').waitFor();
    const item = (text: string) => round.getByRole('listitem').filter({ hasText: text });
    await item('Where to?').getByRole('textbox', { name: 'City' }).fill('Porto');
    await item('Who is coming?').getByLabel(/^Adults/).fill('3');
    await round.getByRole('button', { name: 'Send all' }).click();
    expect((await finishedResult(page))[0]).toBe('Trip planned from 3 answers.');
    const [sent] = (await sentInputResponses(page)) as Array<Record<string, { action: string; content?: Record<string, unknown> }>>;
    expect(Object.keys(sent ?? {}).sort()).toEqual(['dates', 'destination', 'travellers']);
    expect(sent?.destination?.content).toMatchObject({ city: 'Porto' });
    expect(sent?.travellers?.content).toMatchObject({ adults: 3 });
  });

  it.runIf(aiSdk)('connect_account (URL mode): the AI SDK has none; the page says so, nothing is shown or sent', async () => {
    const { page } = await open();
    await page.getByText('Form mode only: @ai-sdk/mcp 2.0.99 has no URL mode').waitFor();
    await runTool(page, 'connect_account');
    const run = latestRun(page);
    await run.getByText('Failed', { exact: true }).waitFor();
    const refusal = run.getByText(/The AI SDK cannot take the server’s URL-mode request/);
    await refusal.waitFor();
    // Passed from the AI SDK to the server's call to the page, it says "Error:" once at most.
    expect((await refusal.textContent())!.match(/Error:/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(await page.locator('.mcpe-ElicitationOutlet [data-request-id]').count()).toBe(0);
    expect(await sentInputResponses(page)).toEqual([]);
  });

  it.skipIf(aiSdk)('connect_account (URL mode): consent, the connect page in this browser session, back, finished', async () => {
    const { page, context } = await open();
    await runTool(page, 'connect_account');
    const consent = dialog(page);
    await consent.getByText('Connect your Demo Cloud account.').waitFor();
    const [popup] = await Promise.all([context.waitForEvent('page'), consent.getByRole('button', { name: 'Open' }).click()]);
    // The connect page checks the session the server's requests were made for (demo/server/session.ts).
    await popup.getByRole('button', { name: 'Allow' }).click();
    await popup.getByRole('heading', { name: 'Done: Demo Cloud is connected' }).waitFor();
    await dialog(page).getByRole('button', { name: 'I’ve finished' }).click();
    expect(await finishedResult(page)).toEqual(['Connected: Demo Cloud account "demo-user" is linked.']);
    expect(await sentInputResponses(page)).toEqual([{ connect: { action: 'accept' } }, { connect: { action: 'accept' } }]);
    await expect.poll(() => page.locator('.mcpe-ElicitationOutlet [data-request-id]').count()).toBe(0);
  });

  it('reload while the call waits for an answer: the request comes back with its draft (the secret empty), the call is shown running, the answer finishes it here', async () => {
    const { page } = await open();
    await runTool(page, 'reset_password');
    const user = dialog(page).getByRole('textbox', { name: 'Username' });
    // The input, not its "Show New password" toggle (labelled by the same label).
    const password = dialog(page).getByLabel(/^New password/).and(page.locator('input'));
    await user.fill('grace');
    await password.fill('hunter22');
    // The relay's store keeps the draft in sessionStorage as it is typed; the page's call
    // runner writes it when the page goes (pagehide). Never the masked field.
    const kept = () => page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    if (placement !== 'page') await expect.poll(kept).toContain('grace');
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Connected to Demo server' }).waitFor();
    expect(await kept()).toContain('grace');
    expect(await kept()).not.toContain('hunter22');

    await latestRun(page).getByText('Running…', { exact: true }).waitFor();
    expect(await latestRun(page).locator('code').first().innerText()).toBe('reset_password');
    await password.waitFor();
    expect(await user.inputValue()).toBe('grace');
    expect(await password.inputValue()).toBe('');
    await password.fill('correct horse');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    expect(await finishedResult(page)).toEqual(['Password for "grace" would be reset (the demo discarded it).']);
    // The log the server kept: the question, then the one retry with the answer given after the reload.
    const [sent] = (await sentInputResponses(page)) as Array<{ credentials: { action: string; content: Record<string, unknown> } }>;
    expect(sent?.credentials).toMatchObject({ action: 'accept', content: { username: 'grace' } });
    expect(await page.getByRole('article').count()).toBe(1);
  });

  it.runIf(placement === 'server')('Stop after a reload stops the call the page picked up again: its request expires, nothing was sent', async () => {
    const { page } = await open();
    await runTool(page, 'contact_form');
    await dialog(page).getByRole('textbox', { name: 'Full name' }).fill('Draft I typed');
    await expect.poll(() => page.evaluate(() => JSON.stringify({ ...sessionStorage }))).toContain('Draft I typed');
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Connected to Demo server' }).waitFor();
    // Inline, so that the Stop button is not behind the modal.
    await page.getByLabel('Requests appear').selectOption('inline');
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Draft I typed');
    await latestRun(page).getByRole('button', { name: 'Stop' }).click();
    await page.getByText(/— your answers were not (sent|taken)[.;]/).waitFor();
    await latestRun(page).getByText('Stopped', { exact: true }).waitFor();
    expect(await sentInputResponses(page)).toEqual([]);
    await expectUsable(page);
  });

  it('Stop: the call is aborted, the request shows expired and nothing was sent', async () => {
    const { page } = await open();
    await page.getByLabel('Requests appear').selectOption('inline');
    await runTool(page, 'contact_form');
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.fill('Draft I typed');
    await latestRun(page).getByRole('button', { name: 'Stop' }).click();
    await page.getByText(/— your answers were not (sent|taken)[.;]/).waitFor();
    await latestRun(page).getByText('Stopped', { exact: true }).waitFor();
    expect(await name.inputValue()).toBe('Draft I typed');
    // The log: the call, the server's question, and no retry carrying an answer.
    await expect.poll(() => latestRun(page).getByRole('region', { name: 'What was sent' }).getByRole('listitem').count()).toBe(1);
    expect(await sentInputResponses(page)).toEqual([]);
    await expectUsable(page);
  });
});

/** After a stopped call: the expired request can be dismissed and the next call answered. */
async function expectUsable(page: Page) {
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect.poll(() => page.locator('.mcpe-ElicitationOutlet [data-request-id]').count()).toBe(0);
  await runTool(page, 'contact_form');
  await page.getByRole('button', { name: 'Decline' }).click();
  expect(await finishedResult(page)).toEqual(['Declined: you chose not to share your contact details.']);
}
