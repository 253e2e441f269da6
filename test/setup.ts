import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../.storybook/preview';

// Portable stories (composeStories) get the same decorators and parameters as Storybook.
const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
afterEach(() => cleanup());
