/**
 * README "Chat transcripts" recipe, checked by `tsc --noEmit` (the README imports
 * 'mcp-elicitation-react/host' and '/store' where this file imports the sources); the story
 * stories/chat-transcript.stories.tsx renders the same shape.
 *
 * One store per tool call: the handler routes each request to the store of the call that
 * is running, and the transcript renders that store inline under the tool call's block.
 */
import { ElicitationOutlet } from '../../../src/host';
import { createElicitationStore, type ElicitOptions, type ElicitationStore, type ElicitationRequest } from '../../../src/store';

/**
 * Give the adapter `elicit: calls.elicit`; wrap each tool call in `calls.begin()` /
 * `calls.end(store)`. Routing by "the call that is running" assumes one tool call at a
 * time, as a chat turn that runs its tool calls in sequence does.
 */
export function createCallRouter() {
  const fallback = createElicitationStore(); // a request outside any tool call (rare): render it too
  let running: ElicitationStore | undefined;
  return {
    fallback,
    begin(): ElicitationStore {
      running = createElicitationStore();
      return running;
    },
    end(store: ElicitationStore) {
      if (running === store) running = undefined;
      store.finishCall({ serverId: 'example' }); // answered leftovers go; an expired draft stays
    },
    elicit: (params: unknown, options: ElicitOptions) => (running ?? fallback).elicit(params, options),
  };
}

export function ToolCallBlock(props: { name: string; store: ElicitationStore; onRequest: (request: ElicitationRequest) => void }) {
  return (
    <section aria-label={`Tool call ${props.name}`}>
      <p>
        Calling <code>{props.name}</code>
      </p>
      {/* Inline: the question stays in the transcript, under the call that asked. */}
      <ElicitationOutlet store={props.store} presentation="inline" onRequest={props.onRequest} />
    </section>
  );
}
