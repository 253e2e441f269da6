/**
 * Hands the main thread back so a waiting click or key is handled: `scheduler.yield()` where it
 * exists, else a MessageChannel message, which unlike a nested `setTimeout(0)` is not clamped to 4 ms.
 */
export function yieldTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Longest stretch of checking in one task (ms): well inside the 100 ms a user action may block. */
export const SLICE_MS = 25;
