// PostCSS: the JavaScript is bundled alone; app.css goes through postcss-import,
// postcss-preset-env and cssnano (smoke/consumers/build.mjs).
import { mount } from '../../src/app';

mount();
