/**
 * acceptRealWorldSchemas through the real SDKs: an SDK 1.x server (which sends whatever
 * schema it is given and validates the answer against it) and the strict v2 client.
 */
import { Client } from '@modelcontextprotocol/client';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptRealWorldSchemas, createElicitationHandler, ORIGINAL_SCHEMA_META, restoreOriginalSchema } from '../../src/core';
import type { ElicitResult } from '../../src/core';

const pydanticOptional = {
  type: 'object',
  title: 'Contact',
  properties: {
    name: { type: 'string', title: 'Name' },
    nickname: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, title: 'Nickname' },
  },
  required: ['name'],
};
const fastmcpMulti = {
  type: 'object',
  properties: { value: { type: 'array', items: { enum: ['red', 'green', 'blue'] }, title: 'Value' } },
  required: ['value'],
};
const stringList = {
  type: 'object',
  properties: { tags: { type: 'array', items: { type: 'string' }, title: 'Tags', minItems: 1 } },
  required: ['tags'],
};

// pydantic `Optional[list[EmailStr]] = Field(None, min_length=1, max_length=3)`.
const boundedEmailList = {
  type: 'object',
  properties: {
    cc: { anyOf: [{ type: 'array', items: { type: 'string', format: 'email', minLength: 3 }, minItems: 1, maxItems: 3 }, { type: 'null' }], default: null, title: 'Cc' },
  },
};

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function pair(wrap: boolean, answer: (params: unknown) => ElicitResult) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = new Server({ name: 'py-like', version: '1' }, { capabilities: {} });
  const client = new Client({ name: 'c', version: '1' }, { capabilities: { elicitation: { form: {} } } });
  const seen: unknown[] = [];
  client.setRequestHandler(
    'elicitation/create',
    createElicitationHandler({
      server: { id: 'py', name: 'Python server' },
      elicit: async (params) => {
        seen.push(params);
        return answer(params);
      },
    }),
  );
  await server.connect(serverSide);
  await client.connect(wrap ? acceptRealWorldSchemas(clientSide) : clientSide);
  closers.push(() => client.close());
  return { server, seen };
}

describe('acceptRealWorldSchemas', () => {
  it.each([
    ['pydantic Optional', pydanticOptional, { name: 'Ada' }],
    ['FastMCP multi-select without items.type', fastmcpMulti, { value: ['red', 'blue'] }],
    ['list[str]', stringList, { tags: ['a', 'b'] }],
    ['Optional[list[str]] with bounds and an entry format', boundedEmailList, { cc: ['ada@example.com'] }],
  ])('%s: refused without it, handled with it; the handler gets the original schema', async (_name, schema, content) => {
    const bare = await pair(false, () => ({ action: 'accept', content }));
    await expect(bare.server.elicitInput({ message: 'm', requestedSchema: schema as never })).rejects.toThrow(/-32602|Invalid elicitation request/);
    expect(bare.seen).toHaveLength(0);

    const wrapped = await pair(true, () => ({ action: 'accept', content }));
    // SDK 1.x validates `content` against the schema it sent: the original.
    const result = await wrapped.server.elicitInput({ message: 'm', requestedSchema: schema as never });
    expect(result).toEqual({ action: 'accept', content });
    expect(wrapped.seen).toHaveLength(1);
    const params = wrapped.seen[0] as { requestedSchema: unknown; _meta?: unknown };
    expect(params.requestedSchema).toEqual(schema);
    expect(params._meta).toBeUndefined();
  });

  it('passes a spec-conformant message through as the same object', () => {
    const message = { jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: { message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string' } } } } };
    const received: unknown[] = [];
    const transport = acceptRealWorldSchemas({ onmessage: undefined as ((m: never) => void) | undefined });
    transport.onmessage = ((m: unknown) => received.push(m)) as never;
    (transport.onmessage as unknown as (m: unknown) => void)(message);
    expect(received[0]).toBe(message);
  });

  it('repairs requests embedded in a 2026-07-28 input_required result', () => {
    const received: Array<{ result: { inputRequests: Record<string, { params: { requestedSchema: { properties: Record<string, unknown> }; _meta: Record<string, string> } }> } }> = [];
    const transport = acceptRealWorldSchemas({ onmessage: undefined as ((m: never) => void) | undefined });
    transport.onmessage = ((m: never) => received.push(m)) as never;
    const message = { jsonrpc: '2.0', id: 3, result: { resultType: 'input_required', inputRequests: { ask: { method: 'elicitation/create', params: { mode: 'form', message: 'm', requestedSchema: pydanticOptional } } } } };
    (transport.onmessage as unknown as (m: unknown) => void)(message);
    const params = received[0]!.result.inputRequests.ask!.params;
    expect(params.requestedSchema.properties.nickname).toEqual({ type: 'string', title: 'Nickname' });
    expect(restoreOriginalSchema(params)).toMatchObject({ requestedSchema: pydanticOptional });
  });

  it('ignores a token the server wrote itself', () => {
    const forged = { message: 'm', requestedSchema: { type: 'object', properties: {} }, _meta: { [ORIGINAL_SCHEMA_META]: 'guess' } };
    expect(restoreOriginalSchema(forged)).toMatchObject({ requestedSchema: forged.requestedSchema });
    const transport = acceptRealWorldSchemas({ onmessage: undefined as ((m: never) => void) | undefined });
    const received: Array<{ params: { _meta: object } }> = [];
    transport.onmessage = ((m: never) => received.push(m)) as never;
    (transport.onmessage as unknown as (m: unknown) => void)({ jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: forged });
    expect(received[0]!.params._meta).toEqual({});
  });
});
