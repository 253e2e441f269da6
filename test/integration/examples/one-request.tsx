/**
 * The Usage guide's "One request, no store": type-checked by `tsc --noEmit` and rendered by
 * test/integration/examples.test.tsx.
 */
import { useState } from 'react';
import { ElicitationHost } from '../../../src/host';
import type { ElicitResult } from '../../../src/store';

export function OneRequest(props: { params: unknown; signal?: AbortSignal; reply: (result: ElicitResult) => void }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <ElicitationHost
      request={props.params} // the params of one elicitation/create, as received
      server={{ name: 'GitHub', url: 'https://mcp.github.example/mcp' }}
      onResult={props.reply} // exactly once: accept (+content) | decline | cancel
      presentation="inline" // or "dialog" (native <dialog>, modal)
      modes={['form', 'url']} // a mode you do not offer is declined with a notice
      signal={props.signal} // the call gave up: the request shows expired, answers cancel
      onDismiss={() => setShown(false)} // the user closed it after answering
    />
  );
}
