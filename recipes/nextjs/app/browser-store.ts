'use client';
// One remote store per tab, made in the browser only (it opens an EventSource): the
// requests (for the outlet) and the session's calls (for the chat) come from it.
import { createRemoteElicitationStore, type RemoteElicitationStore } from 'mcp-elicitation-react/remote';

let store: RemoteElicitationStore | undefined;
export const browserStore = () => (store ??= createRemoteElicitationStore({ url: '/api/elicitation' }));
