/**
 * The Usage guide's "Running rounds yourself (SDK manual mode)": type-checked by `tsc --noEmit`
 * and run against the demo server's two-round wizard by test/integration/examples.test.tsx.
 */
import { type CallToolResult, type Client, type InputRequiredResult } from '@modelcontextprotocol/client';
import { collectInputResponses, isInputRequiredResult, type ElicitationStore, type IdentifiedServer } from '../../../src/store';

export async function callWithRounds(client: Client, store: ElicitationStore, server: IdentifiedServer, name: string, signal?: AbortSignal) {
  const callId = crypto.randomUUID(); // you run the call, so you can name it
  let retry = {};
  try {
    for (let round = 0; round < 10; round += 1) {
      const result = (await client.request(
        { method: 'tools/call', params: { name, arguments: {}, ...retry } },
        { allowInputRequired: true, signal },
      )) as CallToolResult | InputRequiredResult;
      if (!isInputRequiredResult(result)) return result;
      // { inputResponses (keyed exactly like inputRequests), requestState (byte for byte, or absent) }
      retry = await collectInputResponses(result, {
        // `round.id` groups this result's requests; `callId` ties later rounds to this call.
        elicit: (params, key, round) => store.elicit(params, { server, key, signal, roundId: round.id, callId }),
      });
    }
    throw new Error(`${name} asked for input more than 10 times`);
  } finally {
    store.finishCall({ callId }); // nothing this call asked stays open
  }
}
