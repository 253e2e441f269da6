// @vitest-environment node
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import { ProtocolError, type ElicitRequest } from '@modelcontextprotocol/client';
import { DEMO_TOOL_NAMES } from '../../demo/server/index.ts';
import officialSchema from '../fixtures/mcp-schema-2026-07-28.subset.json';
import { accept, connectClient, defaultsOf, newSession, startDemoServerForFile } from './harness';
import { SUSPICIOUS_URL } from '../../demo/server/tools/suspicious-link.ts';
import { analyzeUrl } from '../../src/core';

const server = startDemoServerForFile();
const ajv = new Ajv2020({ strict: false, logger: false });
ajv.addSchema(officialSchema, 'mcp');
const isValidInputRequired = (value: unknown) => ajv.validate({ $ref: 'mcp#/$defs/InputRequiredResult' }, value);

type FormParams = Extract<ElicitRequest['params'], { requestedSchema: unknown }>;
const formParams = (params: ElicitRequest['params']) => params as FormParams;

/** A first round as the wire carries it (manual mode: the client hands it back untouched). */
async function firstRound(tool: string, cookie?: string) {
  const { client } = await connectClient(server(), { autoFulfill: false, cookie });
  const result = await client.request({ method: 'tools/call', params: { name: tool, arguments: {} } }, { allowInputRequired: true });
  await client.close();
  return result as Record<string, unknown> & { inputRequests?: Record<string, ElicitRequest>; requestState?: string };
}

describe('given a 2026-07-28 client (versionNegotiation auto)', () => {
  it('negotiates the modern era and lists the seven tools, each described', async () => {
    const { client } = await connectClient(server());
    expect(client.getProtocolEra()).toBe('modern');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...DEMO_TOOL_NAMES]);
    expect(DEMO_TOOL_NAMES).toEqual(['contact_form', 'setup_wizard', 'plan_trip', 'connect_account', 'import_settings', 'reset_password', 'suspicious_link', 'choose_seat', 'broken_seat_app']);
    for (const tool of tools) expect(tool.description?.length).toBeGreaterThan(80);
    await client.close();
  });

  it.each(['contact_form', 'setup_wizard', 'plan_trip', 'reset_password'])('%s: its first round is a valid InputRequiredResult (schema.json)', async (tool) => {
    const round = await firstRound(tool);
    expect(round.resultType).toBe('input_required');
    expect(isValidInputRequired(round), JSON.stringify(ajv.errors)).toBe(true);
  });

  describe('contact_form', () => {
    it('uses every field kind, each with a default', async () => {
      const round = await firstRound('contact_form');
      const params = formParams(round.inputRequests?.contact?.params as ElicitRequest['params']);
      const fields = Object.values(params.requestedSchema.properties) as Array<Record<string, unknown>>;
      const has = (predicate: (field: Record<string, unknown>) => boolean) => fields.some(predicate);
      for (const format of ['email', 'uri', 'date', 'date-time']) expect(has((f) => f.format === format), format).toBe(true);
      expect(has((f) => f.type === 'string' && f.minLength !== undefined && f.maxLength !== undefined && f.format === undefined)).toBe(true);
      expect(has((f) => f.type === 'integer' && f.minimum !== undefined)).toBe(true);
      expect(has((f) => f.type === 'number' && f.maximum !== undefined)).toBe(true);
      expect(has((f) => f.type === 'boolean')).toBe(true);
      expect(has((f) => Array.isArray(f.enum) && f.enumNames === undefined)).toBe(true);
      expect(has((f) => Array.isArray(f.oneOf))).toBe(true);
      expect(has((f) => Array.isArray(f.enum) && Array.isArray(f.enumNames))).toBe(true);
      expect(has((f) => f.type === 'array' && Array.isArray((f.items as { enum?: unknown }).enum) && f.minItems !== undefined)).toBe(true);
      expect(has((f) => f.type === 'array' && Array.isArray((f.items as { anyOf?: unknown }).anyOf) && f.maxItems !== undefined)).toBe(true);
      expect(fields.every((f) => f.default !== undefined)).toBe(true);
    });

    it('round-trips the accepted content exactly', async () => {
      let asked: FormParams | undefined;
      const content = {
        name: 'Grace Hopper',
        email: 'grace@example.org',
        website: 'https://example.org/grace',
        birthday: '1906-12-09',
        call_at: '2026-09-01T14:00:00Z',
        age: 85,
        budget: 99.75,
        newsletter: false,
        contact_method: 'post',
        plan: 'team',
        country: 'fr',
        interests: ['security', 'ops'],
        languages: ['fr', 'ja'],
      };
      const { client, callText } = await connectClient(server(), {
        elicit: (params, key) => {
          expect(key).toBe('contact');
          asked = formParams(params);
          return accept(content);
        },
      });
      const [echo] = await callText('contact_form');
      expect(asked?.mode ?? 'form').toBe('form');
      expect(echo).toBe(JSON.stringify(content));
      expect(JSON.parse(echo ?? '')).toEqual(content);
      await client.close();
    });

    it('accepting the defaults echoes the defaults', async () => {
      let defaults: Record<string, unknown> = {};
      const { client, callText } = await connectClient(server(), {
        elicit: (params) => accept((defaults = defaultsOf(params))),
      });
      expect(JSON.parse((await callText('contact_form'))[0] ?? '')).toEqual(defaults);
      await client.close();
    });

    it('asks again when the content does not match the form (client input is untrusted)', async () => {
      const messages: string[] = [];
      const { client, callText } = await connectClient(server(), {
        elicit: (params) => {
          messages.push(params.message);
          const good = defaultsOf(params);
          return accept(messages.length === 1 ? { ...good, email: 'not an email', age: 1.5 } : good);
        },
      });
      await callText('contact_form');
      expect(messages).toHaveLength(2);
      expect(messages[1]).toMatch(/did not match the form/);
      await client.close();
    });

    it.each([
      ['decline', /^Declined: you chose not to share your contact details\.$/],
      ['cancel', /^Cancelled: the request to share your contact details was dismissed/],
    ] as const)('reports %s distinctly', async (action, expected) => {
      const { client, callText } = await connectClient(server(), { elicit: () => ({ action }) });
      expect((await callText('contact_form'))[0]).toMatch(expected);
      await client.close();
    });
  });

  describe('setup_wizard', () => {
    it('runs two rounds whose second depends on the first, with evolving signed requestState', async () => {
      const asked: Array<{ key: string; params: FormParams }> = [];
      const { client, callText, toolCalls } = await connectClient(server(), {
        elicit: (params, key) => {
          asked.push({ key, params: formParams(params) });
          return key === 'step1' ? accept({ project: 'billing', kind: 'api', typescript: true }) : accept({ port: 9000, auth: 'api_key' });
        },
      });
      const [summary, json] = await callText('setup_wizard');

      expect(asked.map((a) => a.key)).toEqual(['step1', 'step2']);
      expect(Object.keys(asked[1]?.params.requestedSchema.properties ?? {})).toEqual(['port', 'auth']);
      expect(asked[1]?.params.message).toContain('"billing"');
      expect(summary).toBe('Set up "billing": HTTP API, TypeScript.');
      expect(JSON.parse(json ?? '')).toEqual({
        step1: { project: 'billing', kind: 'api', typescript: true },
        step2: { port: 9000, auth: 'api_key' },
      });

      const legs = toolCalls();
      expect(legs).toHaveLength(3);
      const states = legs.map((leg) => leg.params?.requestState);
      expect(states[0]).toBeUndefined();
      expect(typeof states[1]).toBe('string');
      expect(typeof states[2]).toBe('string');
      expect(states[2]).not.toBe(states[1]);
      expect(legs[1]?.params?.inputResponses).toHaveProperty('step1');
      expect(legs[2]?.params?.inputResponses).toHaveProperty('step2');
      expect(new Set(legs.map((leg) => leg.id)).size).toBe(3);
      await client.close();
    });

    it('asks different step-2 questions for a different kind', async () => {
      const keys: string[][] = [];
      const { client, callText } = await connectClient(server(), {
        elicit: (params, key) => {
          keys.push(Object.keys(formParams(params).requestedSchema.properties));
          return key === 'step1' ? accept({ project: 'tool', kind: 'cli', typescript: false }) : accept(defaultsOf(params));
        },
      });
      expect((await callText('setup_wizard'))[0]).toBe('Set up "tool": Command-line tool.');
      expect(keys[1]).toEqual(['command', 'platforms']);
      await client.close();
    });

    it('stops when step 2 is declined', async () => {
      const { client, callText } = await connectClient(server(), {
        elicit: (params, key) => (key === 'step1' ? accept(defaultsOf(params)) : { action: 'decline' }),
      });
      expect((await callText('setup_wizard'))[0]).toBe('Declined: you chose not to finish the setup (step 2).');
      await client.close();
    });

    it('refuses a tampered requestState with -32602 before the tool runs', async () => {
      const round = await firstRound('setup_wizard');
      const state = round.requestState ?? '';
      const tampered = `${state.slice(0, -2)}${state.endsWith('AA') ? 'BB' : 'AA'}`;
      const { client } = await connectClient(server(), { autoFulfill: false });
      const retry = client.request(
        {
          method: 'tools/call',
          params: { name: 'setup_wizard', arguments: {}, requestState: tampered, inputResponses: { step1: { action: 'accept', content: { project: 'x1', kind: 'web' } } } },
        },
        { allowInputRequired: true },
      );
      await expect(retry).rejects.toSatisfy((error: unknown) => error instanceof ProtocolError && error.code === -32602);
      await client.close();
    });

    it('refuses a requestState minted for another browser session', async () => {
      const round = await firstRound('setup_wizard', await newSession(server()));
      const { client } = await connectClient(server(), { autoFulfill: false, cookie: await newSession(server()) });
      const retry = client.request(
        { method: 'tools/call', params: { name: 'setup_wizard', arguments: {}, requestState: round.requestState, inputResponses: {} } },
        { allowInputRequired: true },
      );
      await expect(retry).rejects.toSatisfy((error: unknown) => error instanceof ProtocolError && error.code === -32602);
      await client.close();
    });
  });

  describe('plan_trip', () => {
    it('asks three things in one round and lists the answers by key, whatever order they come in', async () => {
      const arrived: string[] = [];
      const answers: Record<string, Record<string, unknown>> = {
        destination: { city: 'Porto', vibe: 'beach' },
        dates: { start: '2026-10-01', nights: 7 },
        travellers: { adults: 1, children: 2, needs: ['baby cot'] },
      };
      // Each answer waits for its gate, opened in an order unlike the request's once all three
      // are asked: the order is the test's, not a race of timers (30 and 60 ms delays once
      // finished out of order on a loaded machine, when the three were asked further apart).
      const gates: Record<string, () => void> = {};
      let allAsked!: () => void;
      const asked = new Promise<void>((resolve) => (allAsked = resolve));
      const finished: string[] = [];
      const { client, callText, toolCalls } = await connectClient(server(), {
        elicit: async (_params, key) => {
          arrived.push(key);
          const gate = new Promise<void>((resolve) => (gates[key] = resolve));
          if (arrived.length === 3) allAsked();
          await gate;
          finished.push(key);
          return accept(answers[key] ?? {});
        },
      });
      const call = callText('plan_trip');
      await asked;
      for (const key of ['dates', 'travellers', 'destination']) gates[key]!();
      const [, json] = await call;
      expect(arrived.sort()).toEqual(['dates', 'destination', 'travellers']);
      expect(finished).toEqual(['dates', 'travellers', 'destination']);
      expect(JSON.parse(json ?? '')).toEqual(answers);
      expect(toolCalls()).toHaveLength(2); // one round
      await client.close();
    });

    it('says which of the three was declined or cancelled', async () => {
      const { client, callText } = await connectClient(server(), {
        elicit: (params, key) => (key === 'dates' ? { action: 'decline' } : key === 'travellers' ? { action: 'cancel' } : accept(defaultsOf(params))),
      });
      expect((await callText('plan_trip'))[0]).toBe('Trip not planned. destination: answered; dates: declined; travellers: cancelled.');
      await client.close();
    });
  });

  describe('reset_password', () => {
    it('asks for a password field and never echoes it', async () => {
      let fields: string[] = [];
      const { client, callText } = await connectClient(server(), {
        elicit: (params) => {
          fields = Object.keys(formParams(params).requestedSchema.properties);
          return accept({ username: 'ada', password: 'correct horse battery' });
        },
      });
      const [result] = await callText('reset_password');
      expect(fields).toContain('password');
      expect(result).toBe('Password for "ada" would be reset (the demo discarded it).');
      expect(result).not.toContain('horse');
      await client.close();
    });
  });

  describe('import_settings (a nested object: not allowed in elicitation schemas)', () => {
    it('puts the nested schema on the wire as is (schema.json rejects it)', async () => {
      const round = await firstRound('import_settings');
      const params = formParams(round.inputRequests?.settings?.params as ElicitRequest['params']);
      expect(params.requestedSchema.properties.profile).toMatchObject({ type: 'object' });
      expect(isValidInputRequired(round)).toBe(false);
    });

    it('is refused by the SDK client before its handler runs (auto-fulfil fails the call)', async () => {
      let called = false;
      const { client } = await connectClient(server(), { elicit: () => ((called = true), { action: 'decline' }) });
      await expect(client.callTool({ name: 'import_settings', arguments: {} })).rejects.toThrow(/Invalid elicitation request/);
      expect(called).toBe(false);
      await client.close();
    });
  });
});

describe('suspicious_link (a deceptive URL on purpose)', () => {
  it('asks to open a URL the library warns about: user info imitating a site, an IP host', async () => {
    const round = await firstRound('suspicious_link');
    expect(isValidInputRequired(round), JSON.stringify(ajv.errors)).toBe(true);
    const params = round.inputRequests?.invoice?.params as { mode?: string; url?: string };
    expect(params.mode).toBe('url');
    expect(params.url).toBe(SUSPICIOUS_URL);
    // RFC 5737 TEST-NET-1: documentation only, never routed, so opening it reaches nothing.
    expect(new URL(params.url!).hostname).toMatch(/^192\.0\.2\.\d+$/);
    const { warnings } = await analyzeUrl(params.url!);
    expect(warnings.map((warning) => warning.code)).toEqual(expect.arrayContaining(['userinfo', 'ip-address']));
  });

  it.each([
    ['decline', 'Declined: you chose not to open the payment link.'],
    ['accept', 'You agreed to open the link. Nothing was paid: 192.0.2.7 is a documentation-only address (RFC 5737) that reaches nothing.'],
  ] as const)('%s reaches the tool and ends the call', async (action, expected) => {
    const { client, callText } = await connectClient(server(), { elicit: () => ({ action }) });
    const [result] = await callText('suspicious_link');
    expect(result).toBe(expected);
    await client.close();
  });
});
