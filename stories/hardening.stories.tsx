import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElicitationHost } from '../src/index';
import { HUGE_TEXT, TEN_THOUSAND } from '../test/fixtures/hostile-requests';
import { XSS_PAYLOADS } from '../test/fixtures/xss-payloads';

const server = { name: 'Hostile server', url: 'https://mcp.hostile.example/mcp', title: `The ${'real '.repeat(100)}server` };

/** What a hostile server can send (SECURITY.md): every story stays readable and answerable. */
const meta = {
  title: 'Host/Hostile server',
  component: ElicitationHost,
  args: { server, onResult: fn(), presentation: 'inline', request: { message: 'm', requestedSchema: { type: 'object', properties: {} } } },
} satisfies Meta<typeof ElicitationHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 1 MB message: a preview and "Show more"; the actions stay in reach. */
export const LongMessage: Story = {
  args: {
    request: {
      message: HUGE_TEXT,
      requestedSchema: { type: 'object', properties: { note: { type: 'string', title: 'Note', description: HUGE_TEXT.slice(0, 5_000) } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A preview: far less than the megabyte is drawn until asked, and the actions are already in reach.
    await expect(canvasElement.textContent!.length).toBeLessThan(HUGE_TEXT.length / 10);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /Show more/ })[0]!);
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeVisible();
  },
};

/** 10,000 options: a filter and at most 100 drawn at a time. */
export const TenThousandOptions: Story = {
  args: {
    request: {
      message: 'Pick your favourites.',
      requestedSchema: {
        type: 'object',
        properties: {
          one: { type: 'string', title: 'One option', enum: TEN_THOUSAND },
          many: { type: 'array', title: 'Several options', items: { type: 'string', enum: TEN_THOUSAND } },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // At most 100 drawn per field: the select's options (plus "No answer") and the checkboxes.
    await expect(canvas.getByRole('combobox', { name: 'One option' }).querySelectorAll('option').length).toBeLessThanOrEqual(101);
    await expect(canvas.getAllByRole('checkbox').length).toBeLessThanOrEqual(100);
    await expect(canvas.queryByRole('checkbox', { name: 'option-9999' })).toBeNull();
    await userEvent.type(canvas.getAllByRole('searchbox', { name: 'Filter options' })[1]!, 'option-9999');
    await expect(canvas.getByRole('checkbox', { name: 'option-9999' })).toBeInTheDocument();
  },
};

/** Markup in every server string renders as text. */
export const InjectionAttempts: Story = {
  args: {
    request: {
      message: XSS_PAYLOADS.join(' '),
      requestedSchema: {
        type: 'object',
        properties: Object.fromEntries(XSS_PAYLOADS.slice(0, 4).map((p, i) => [p, { type: 'string', title: p, description: p, default: `${i}` }])),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each payload is on screen as its own characters, and none became an element.
    for (const payload of XSS_PAYLOADS.slice(0, 4)) expect(canvas.getAllByText(payload, { exact: false, normalizer: (t) => t }).length).toBeGreaterThan(0);
    expect(canvasElement.querySelector('img, script, iframe, object, embed, a, svg, math, [onerror], [onload]')).toBeNull();
  },
};
