import { useEffect, useRef } from 'react';
import type { ElicitationConsumer, ElicitationSnapshot } from '../../store/types.js';
import type { HostLabels } from '../../i18n/types.js';
import type { UnsentAnswers } from '../time-left/unsent-answers.js';
import { unsentBody } from '../elicitation-host/lazy-bodies.js';

export interface UnsentOptions {
  /** Told once per request that ends unsent (expired, whatever the reason), with what the person had typed. */
  onUnsent?: (unsent: UnsentAnswers) => void;
  /** Include fields that read like secrets in `onUnsent`'s `draft`. @default false */
  unsentSecrets?: boolean;
}

/** Tells the host once per request what a request that ended unsent held, whatever the presentation shows (a dialog's hidden round too). */
export function useUnsentReports(snapshot: ElicitationSnapshot, store: ElicitationConsumer, text: HostLabels, options: UnsentOptions, draftOf?: (id: string) => unknown) {
  const told = useRef(new Set<string>());
  const latest = useRef({ options, text, draftOf });
  useEffect(() => {
    latest.current = { options, text, draftOf };
  });
  useEffect(() => {
    if (!latest.current.options.onUnsent) return;
    for (const round of snapshot.rounds) {
      for (const request of round.requests) {
        if (request.status !== 'expired' || told.current.has(request.id)) continue;
        told.current.add(request.id);
        const draft = store.getDraft(request.id) ?? latest.current.draftOf?.(request.id);
        void unsentBody.load().then((module) => {
          const { options: now, text: words } = latest.current;
          now.onUnsent?.(module.unsentAnswers(request, draft, words, now.unsentSecrets));
        });
      }
    }
  }, [snapshot, store]);
}
