/**
 * The browser's side of the relay in plain Node: a minimal EventSource over the relay's
 * `handler` (the Chromium tests use the real one) and an in-memory `Storage`.
 */
import type { DraftStorage } from '../../src/relay/remote-store';
import { BASE, ORIGIN } from './relay-helpers';

export type Handler = (request: Request) => Promise<Response>;

/** A minimal EventSource over `handler`: reconnects like a browser after the stream ends, with Last-Event-ID. */
export function fakeEventSource(handler: Handler, session: string, opened: FakeSource[]) {
  return class extends EventTarget implements FakeSource {
    readyState = 0;
    lastEventId = '';
    private abort = new AbortController();
    constructor(readonly url: string) {
      super();
      opened.push(this);
      void this.run();
    }
    private async run() {
      const headers: Record<string, string> = { origin: ORIGIN, 'x-session': session };
      if (this.lastEventId) headers['last-event-id'] = this.lastEventId;
      const controller = (this.abort = new AbortController());
      let response: Response;
      try {
        response = await handler(new Request(new URL(this.url, BASE), { headers, signal: controller.signal }));
      } catch {
        return this.fail();
      }
      if (this.readyState === 2) return;
      if (response.status !== 200) return this.fail();
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done || this.readyState === 2) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let type = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('id: ')) this.lastEventId = line.slice(4);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data) this.dispatchEvent(new MessageEvent(type, { data, lastEventId: this.lastEventId }));
        }
      }
      if (this.readyState === 2) return;
      // The stream ended: a browser says so and reconnects by itself.
      this.readyState = 0;
      this.dispatchEvent(new Event('error'));
      setTimeout(() => this.readyState !== 2 && void this.run(), 20);
    }
    private fail() {
      if (this.readyState === 2) return;
      this.readyState = 2;
      this.dispatchEvent(new Event('error'));
    }
    /** The network drops the stream. */
    drop() {
      this.abort.abort();
    }
    close() {
      this.readyState = 2;
      this.abort.abort();
    }
  };
}
export interface FakeSource {
  readyState: number;
  drop(): void;
  close(): void;
}

export function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

