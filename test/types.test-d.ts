/**
 * Type-level proof that our protocol types and @modelcontextprotocol/client 2.4.0's agree
 * (checked by `tsc --noEmit`, part of `npm test`). Each line fails to compile if a value
 * of one type could not be passed where the other is expected.
 */
import type * as Sdk from '@modelcontextprotocol/client';
import type * as Ours from '../src/store';

type Assignable<From, To> = [From] extends [To] ? true : false;
const yes = <T extends true>(..._proof: T[]) => undefined;

// Both directions: schemas, form params, results, requests, capabilities.
yes<Assignable<Ours.StringSchema, Sdk.StringSchema>>(); yes<Assignable<Sdk.StringSchema, Ours.StringSchema>>();
yes<Assignable<Ours.NumberSchema, Sdk.NumberSchema>>(); yes<Assignable<Sdk.NumberSchema, Ours.NumberSchema>>();
yes<Assignable<Ours.BooleanSchema, Sdk.BooleanSchema>>(); yes<Assignable<Sdk.BooleanSchema, Ours.BooleanSchema>>();
yes<Assignable<Ours.UntitledSingleSelectEnumSchema, Sdk.UntitledSingleSelectEnumSchema>>();
yes<Assignable<Sdk.UntitledSingleSelectEnumSchema, Ours.UntitledSingleSelectEnumSchema>>();
yes<Assignable<Ours.TitledSingleSelectEnumSchema, Sdk.TitledSingleSelectEnumSchema>>();
yes<Assignable<Sdk.TitledSingleSelectEnumSchema, Ours.TitledSingleSelectEnumSchema>>();
yes<Assignable<Ours.UntitledMultiSelectEnumSchema, Sdk.UntitledMultiSelectEnumSchema>>();
yes<Assignable<Sdk.UntitledMultiSelectEnumSchema, Ours.UntitledMultiSelectEnumSchema>>();
yes<Assignable<Ours.TitledMultiSelectEnumSchema, Sdk.TitledMultiSelectEnumSchema>>();
yes<Assignable<Sdk.TitledMultiSelectEnumSchema, Ours.TitledMultiSelectEnumSchema>>();
yes<Assignable<Ours.LegacyTitledEnumSchema, Sdk.LegacyTitledEnumSchema>>();
yes<Assignable<Sdk.LegacyTitledEnumSchema, Ours.LegacyTitledEnumSchema>>();
yes<Assignable<Ours.PrimitiveSchemaDefinition, Sdk.PrimitiveSchemaDefinition>>();
yes<Assignable<Sdk.PrimitiveSchemaDefinition, Ours.PrimitiveSchemaDefinition>>();
yes<Assignable<Ours.ElicitRequestFormParams, Sdk.ElicitRequestFormParams>>();
yes<Assignable<Sdk.ElicitRequestFormParams, Ours.ElicitRequestFormParams>>();
yes<Assignable<Ours.ElicitResult, Sdk.ElicitResult>>(); yes<Assignable<Sdk.ElicitResult, Ours.ElicitResult>>();
yes<Assignable<Sdk.ElicitRequestParams, Ours.ElicitRequestParams>>();
yes<Assignable<Sdk.ElicitRequest['params'], Ours.ElicitRequestParams>>();
yes<Assignable<Ours.ElicitationCapability, NonNullable<Sdk.ClientCapabilities['elicitation']>>>();
yes<Assignable<NonNullable<Sdk.ClientCapabilities['elicitation']>, Ours.ElicitationCapability>>();
// Sampling/roots requests are opaque to us (OtherInputRequest), so ours reach the SDK's
// InputRequiredResult when the round holds form elicitations (URL ones: see below).
type FormRequest = { method: 'elicitation/create'; params: Ours.ElicitRequestFormParams };
yes<Assignable<Ours.InputRequiredResult<FormRequest>, Sdk.InputRequiredResult>>();
yes<Assignable<Sdk.InputRequiredResult, Ours.InputRequiredResult>>();
yes<Assignable<Sdk.InputRequests, Ours.InputRequests>>();
yes<Assignable<Sdk.InputResponses, Ours.InputResponses>>();
yes<Assignable<Record<string, Ours.ElicitResult>, Sdk.InputResponses>>();

// One documented direction only: the SDK's URL params type still declares the 2025-era
// `elicitationId` as required, while 2026-07-28 removed it (NOTES.md §8.1 "Type gotchas").
// Every SDK value is ours; ours become the SDK's once the 2025 id is present.
yes<Assignable<Sdk.ElicitRequestURLParams, Ours.ElicitRequestURLParams>>();
yes<Assignable<Ours.ElicitRequestURLParams & { elicitationId: string }, Sdk.ElicitRequestURLParams>>();
// A guard that the line above is not vacuous: without the id it must NOT be assignable.
yes<Assignable<Ours.ElicitRequestURLParams, Sdk.ElicitRequestURLParams> extends true ? false : true>();

// The SDK adapter's handler is accepted by the SDK client's registration as is.
import { createElicitationHandler, createElicitationStore } from '../src/index';
declare const client: Sdk.Client;
client.setRequestHandler(
  'elicitation/create',
  createElicitationHandler({ elicit: createElicitationStore().elicit, server: { id: 'typed', name: 'typed' } }),
);

// The store's two sides: views take the consumer (the relay's remote store fits), the
// adapters the producer; the remote store has no `elicit` to call by mistake.
import type { ElicitationOutletProps } from '../src/host';
import type { RemoteElicitationStore } from '../src/remote';
yes<Assignable<RemoteElicitationStore, ElicitationOutletProps['store']>>();
yes<Assignable<ReturnType<typeof createElicitationStore>, Ours.ElicitationProducer & Ours.ElicitationConsumer>>();
yes<Assignable<RemoteElicitationStore, Ours.ElicitationProducer> extends true ? false : true>();
