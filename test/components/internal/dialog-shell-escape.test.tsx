import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ElicitationFrame } from '../../../src/components/internal/dialog-shell';

describe('ElicitationFrame inline', () => {
  describe('when Escape is pressed inside it', () => {
    it('cancels (keyboard-first flow)', async () => {
      const user = userEvent.setup();
      const onCancel = vi.fn();
      render(
        <ElicitationFrame presentation="inline" aria-labelledby="t" onCancel={onCancel}>
          <h2 id="t">Title</h2>
          <input aria-label="Answer" />
        </ElicitationFrame>,
      );
      await user.click(screen.getByRole('textbox', { name: 'Answer' }));
      await user.keyboard('{Escape}');
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('cancels only the innermost of nested inline shells (one request of an inline round)', async () => {
      const user = userEvent.setup();
      const [outer, inner] = [vi.fn(), vi.fn()];
      render(
        <ElicitationFrame presentation="inline" aria-labelledby="o" onCancel={outer}>
          <h2 id="o">Round</h2>
          <ElicitationFrame presentation="inline" aria-labelledby="i" onCancel={inner}>
            <h3 id="i">Request</h3>
            <input aria-label="Answer" />
          </ElicitationFrame>
        </ElicitationFrame>,
      );
      await user.click(screen.getByRole('textbox', { name: 'Answer' }));
      await user.keyboard('{Escape}');
      expect([outer.mock.calls.length, inner.mock.calls.length]).toEqual([0, 1]);
    });

    it('leaves Escape to a filled search box (it clears the box)', async () => {
      const user = userEvent.setup();
      const onCancel = vi.fn();
      render(
        <ElicitationFrame presentation="inline" aria-labelledby="t" onCancel={onCancel}>
          <h2 id="t">Title</h2>
          <input type="search" aria-label="Filter" />
        </ElicitationFrame>,
      );
      await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'fr');
      await user.keyboard('{Escape}');
      expect(onCancel).not.toHaveBeenCalled();
    });

    it('inside a modal, leaves Escape to the modal, which cancels as a whole', async () => {
      const user = userEvent.setup();
      const [modal, inline] = [vi.fn(), vi.fn()];
      render(
        <ElicitationFrame aria-labelledby="m" onCancel={modal}>
          <h2 id="m">Round</h2>
          <ElicitationFrame presentation="inline" aria-labelledby="i" onCancel={inline}>
            <h3 id="i">Request</h3>
            <input aria-label="Answer" />
          </ElicitationFrame>
        </ElicitationFrame>,
      );
      await user.click(screen.getByRole('textbox', { name: 'Answer' }));
      await user.keyboard('{Escape}');
      expect([modal.mock.calls.length, inline.mock.calls.length]).toEqual([1, 0]);
    });
  });
});
