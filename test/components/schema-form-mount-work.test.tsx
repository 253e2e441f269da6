// What mounting a form does to the DOM beyond drawing it, counted (not timed: the mount's
// timings are `npm run bench` rows, bench/pages/bench.tsx). A short form's mount is mostly
// React creating the elements; any write on top of that is work the floor does not do.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm, type ElicitContent } from '../../src/index';

const checkedSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!;

/** Counts every write of `checked` on a radio while `run` runs. */
function countRadioWrites(run: () => void): number {
  let writes = 0;
  const spy = vi.spyOn(HTMLInputElement.prototype, 'checked', 'set').mockImplementation(function (this: HTMLInputElement, value: boolean) {
    if (this.type === 'radio') writes += 1;
    checkedSetter.set!.call(this, value);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return writes;
}

const five = {
  type: 'object',
  properties: {
    status: { type: 'string', title: 'Status', enum: ['a', 'b', 'c', 'd', 'e'], default: 'c' },
  },
  required: ['status'],
};

afterEach(() => vi.restoreAllMocks());

describe('SchemaForm mount work', () => {
  it('writes each radio’s checked state once, as React draws it (not once more per radio of its group)', () => {
    // react-hook-form's ref callback (the form's store before schema/form-control.ts)
    // registered the group again as each radio mounted and wrote `checked` to all radios
    // registered so far: 1 + 2 + … + k writes for k radios.
    const writes = countRadioWrites(() => render(<SchemaForm schema={five} onSubmit={() => {}} />));
    expect(screen.getByRole('radio', { name: 'c' })).toBeChecked();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    expect(writes).toBeLessThanOrEqual(5);
  });

  it('the radios, drawn by React from the form’s value, still choose, touch and send', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(content: ElicitContent) => void>();
    render(<SchemaForm schema={{ ...five, properties: { status: { ...five.properties.status, default: undefined } } }} onSubmit={onSubmit} />);
    // Touched and left empty: the required choice is asked for on leaving the group.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'a' })).toHaveFocus();
    await user.tab();
    expect(await screen.findByText('Choose an option.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'd' }));
    expect(screen.getByRole('radio', { name: 'd' })).toBeChecked();
    await vi.waitFor(() => expect(screen.queryByText('Choose an option.')).toBeNull());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'e' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ status: 'e' });
  });
});
