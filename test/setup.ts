import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../.storybook/preview';
import { preloadElicitationUi } from '../src/components/elicitation-host/lazy-bodies';

// findBy*/waitFor wait for real asynchronous work (validators and the Public Suffix List
// are lazy chunks); on a loaded 2-core CI machine the first import can exceed the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// ElicitationHost fetches a request's form or URL dialog on the first request of that mode
// (src/components/elicitation-host/lazy-bodies.ts); loaded once here, tests render it at
// once, as in an app after its first request. The lazy path itself: elicitation-host.lazy.test.tsx.
await preloadElicitationUi();

// Portable stories (composeStories) get the same decorators and parameters as Storybook.
const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
afterEach(() => cleanup());

// jsdom lacks HTMLDialogElement.showModal/close (jsdom#3294). A minimal stand-in, applied only
// when missing: toggles `open`, fires `close`, and maps Escape to a cancelable `cancel` event
// as browsers do. Real modality (top layer, inert page, focus) is checked in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const onEscape = function (this: HTMLDialogElement, event: KeyboardEvent) {
    if (event.key !== 'Escape' || !this.open) return;
    if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
  };
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.open = true;
    },
    showModal(this: HTMLDialogElement) {
      this.open = true;
      this.addEventListener('keydown', onEscape);
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      this.open = false;
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.removeEventListener('keydown', onEscape);
      this.dispatchEvent(new Event('close'));
    },
  });
}
