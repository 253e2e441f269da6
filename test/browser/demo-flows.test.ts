/**
 * The `npm start` demo driven as a person would: a real demo MCP server in-process, the
 * built web client (SDK v2 + this library) in Debian's Chromium, role and label locators.
 */
import { describe, expect, it } from 'vitest';
import { dialog, finishedResult, latestRun, runTool, sentInputResponses, type DemoPage, useDemo } from './demo-harness';

describe('demo: form flows', () => {
  const session = useDemo();
  let demo: DemoPage;

  it('contact_form: the server echoes exactly what was submitted', async () => {
    demo = await session.open();
    const { page } = demo;
    await runTool(page, 'contact_form');
    const form = dialog(page);
    await form.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
    await form.getByRole('textbox', { name: 'Email' }).fill('grace@navy.example');
    await form.getByLabel('Age', { exact: true }).fill('85');
    await form.getByLabel('Budget (EUR)').fill('1234.75');
    await form.getByRole('checkbox', { name: 'Subscribe to the newsletter' }).uncheck();
    await form.getByRole('radio', { name: 'phone' }).check();
    await form.getByRole('radio', { name: 'Team' }).check();
    await form.getByRole('radio', { name: 'France' }).check();
    await form.getByRole('checkbox', { name: 'security' }).check();
    await form.getByRole('checkbox', { name: 'French' }).check();
    await form.getByRole('button', { name: 'Submit' }).click();

    const [echo] = await finishedResult(page);
    const [sent] = await sentInputResponses(page);
    const submitted = (sent as { contact: { action: string; content: Record<string, unknown> } }).contact;
    expect(submitted.action).toBe('accept');
    // The server's text is the content it received, as received.
    expect(echo).toBe(JSON.stringify(submitted.content));
    expect(JSON.parse(echo ?? '')).toEqual({
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      website: 'https://example.com/ada',
      birthday: '1815-12-10',
      call_at: submitted.content.call_at,
      age: 85,
      budget: 1234.75,
      newsletter: false,
      contact_method: 'phone',
      plan: 'team',
      country: 'fr',
      interests: ['ai', 'security'],
      languages: ['en', 'fr'],
    });
    expect(new Date(String(submitted.content.call_at)).toISOString()).toBe('2026-08-01T09:30:00.000Z');
  });

  it('contact_form: Decline is sent as decline and reported as such', async () => {
    demo = await session.open();
    const { page } = demo;
    await runTool(page, 'contact_form');
    await dialog(page).getByRole('button', { name: 'Decline' }).click();
    expect(await finishedResult(page)).toEqual(['Declined: you chose not to share your contact details.']);
    expect(await sentInputResponses(page)).toEqual([{ contact: { action: 'decline' } }]);
  });

  it('setup_wizard: two rounds, requestState evolving and echoed', async () => {
    demo = await session.open();
    const { page } = demo;
    await runTool(page, 'setup_wizard');
    const step1 = dialog(page);
    await step1.getByText('Step 1 of 2').waitFor();
    await step1.getByRole('textbox', { name: 'Project name' }).fill('billing-api');
    await step1.getByRole('radio', { name: 'HTTP API' }).check();
    await step1.getByRole('button', { name: 'Submit' }).click();

    const step2 = dialog(page);
    await step2.getByText('Step 2 of 2: HTTP API settings for "billing-api".').waitFor();
    await step2.getByLabel(/^Port/).fill('9090');
    await step2.getByRole('radio', { name: 'API keys' }).check();
    await step2.getByRole('button', { name: 'Submit' }).click();

    const [summary, json] = await finishedResult(page);
    expect(summary).toBe('Set up "billing-api": HTTP API, TypeScript.');
    expect(JSON.parse(json ?? '')).toEqual({
      step1: { project: 'billing-api', kind: 'api', typescript: true },
      step2: { port: 9090, auth: 'api_key' },
    });
    // Call, retry 1 (step 1 answers), retry 2 (step 2 answers), each with the state the server minted.
    const log = latestRun(page).getByRole('region', { name: 'What was sent' }).getByRole('listitem');
    await expect.poll(() => log.count()).toBe(3);
    const states = await log.locator('code[title]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title')));
    expect(states).toHaveLength(2);
    expect(states[0]).not.toBe(states[1]);
    expect(await sentInputResponses(page)).toEqual([
      { step1: { action: 'accept', content: { project: 'billing-api', kind: 'api', typescript: true } } },
      { step2: { action: 'accept', content: { port: 9090, auth: 'api_key' } } },
    ]);
  });

  it('setup_wizard: Escape at step 1 cancels the call', async () => {
    demo = await session.open();
    const { page } = demo;
    await runTool(page, 'setup_wizard');
    await dialog(page).getByText('Step 1 of 2').waitFor();
    await page.keyboard.press('Escape');
    expect(await finishedResult(page)).toEqual(['Cancelled: the request to continue the setup (step 1) was dismissed without an answer.']);
    expect(await sentInputResponses(page)).toEqual([{ step1: { action: 'cancel' } }]);
  });

  it('plan_trip: three requests in one round, answered out of order, sent together', async () => {
    demo = await session.open();
    const { page } = demo;
    await runTool(page, 'plan_trip');
    const round = dialog(page);
    await round.getByText('3 questions').waitFor();
    const item = (text: string) => round.getByRole('listitem').filter({ hasText: text });
    const sendAll = round.getByRole('button', { name: 'Send all' });

    // One view: fill in any order; Enter answers one question and shows the answer itself.
    await item('Who is coming?').getByLabel(/^Adults/).fill('3');
    await item('Who is coming?').getByRole('checkbox', { name: 'pet friendly' }).check();
    await item('When, and for how long?').getByLabel(/^Nights/).fill('6');
    await item('Where to?').getByRole('textbox', { name: 'City' }).fill('Porto');
    await item('Where to?').getByRole('textbox', { name: 'City' }).press('Enter');
    await expect.poll(() => round.locator('.mcpe-Round-answer').count()).toBe(1);
    expect(await round.locator('.mcpe-Round-answer').textContent()).toContain('Porto');
    // The two forms filled in but not answered yet are counted as such, and nothing is sent yet.
    expect(await round.locator('.mcpe-Round-progress').textContent()).toBe('1 of 3 answered · 2 being filled in · nothing sent yet');
    // Send all takes the two forms as filled in and sends the round.
    await sendAll.click();

    const [headline, json] = await finishedResult(page);
    expect(headline).toBe('Trip planned from 3 answers.');
    expect(JSON.parse(json ?? '')).toEqual({
      destination: { city: 'Porto', vibe: 'city' },
      dates: { start: '2026-09-14', nights: 6 },
      travellers: { adults: 3, children: 0, needs: ['pet friendly'] },
    });
    const [sent] = (await sentInputResponses(page)) as Array<Record<string, unknown>>;
    expect(Object.keys(sent ?? {}).sort()).toEqual(['dates', 'destination', 'travellers']);
  });
});
