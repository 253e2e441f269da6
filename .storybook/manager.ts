import { addons } from 'storybook/manager-api';

// Storybook 10.6's own zoom tool renders a PopoverProvider without `ariaLabel`, which logs
// "The 'ariaLabel' prop on 'PopoverProvider' will become mandatory in Storybook 11" on
// every story page (storybook/dist/manager/runtime.js, Zoom2). Browser zoom does the same.
addons.setConfig({ toolbar: { zoom: { hidden: true } } });
