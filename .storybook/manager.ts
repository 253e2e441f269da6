import {
  addons,
  experimental_UniversalStore as UniversalStore,
  internal_universalChecklistStore,
  internal_universalStatusStore,
  internal_universalTestProviderStore,
} from 'storybook/manager-api';
import { keepListening, type UniversalStoreFollower } from './follower-sync';

// Storybook 10.6's own zoom tool renders a PopoverProvider without `ariaLabel`, which logs
// "The 'ariaLabel' prop on 'PopoverProvider' will become mandatory in Storybook 11" on
// every story page (storybook/dist/manager/runtime.js, Zoom2). Browser zoom does the same.
addons.setConfig({ toolbar: { zoom: { hidden: true } } });

/**
 * The Vitest addon's store (id: its ADDON_ID, @storybook/addon-vitest/dist/constants.js, which
 * this bundle cannot import: it pulls in the addon's Node chunks), created by the addon's
 * manager bundle before this file runs.
 */
function vitestStore(): unknown {
  // `create` returns the existing store of that id, after a console warning meant for a
  // second creation by mistake; here it is the only way to reach that store.
  const warn = console.warn;
  console.warn = () => {};
  try {
    return UniversalStore.create({ id: 'storybook/test', leader: false });
  } finally {
    console.warn = warn;
  }
}

// The dev server's followers give up 1 s after asking for the state, which a loaded machine
// misses on the first load (four page errors); they ask again until answered (follower-sync.ts).
keepListening([internal_universalStatusStore, internal_universalTestProviderStore, internal_universalChecklistStore, vitestStore()] as UniversalStoreFollower[]);
