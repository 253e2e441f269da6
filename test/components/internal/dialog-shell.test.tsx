import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { ElicitationFrame, type ElicitationFrameProps } from '../../../src/components/internal/dialog-shell';

function Harness(props: Partial<ElicitationFrameProps>) {
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <ElicitationFrame aria-labelledby="t" aria-describedby="d" initialFocusRef={safe} onCancel={vi.fn()} {...props}>
      <h2 id="t">Title</h2>
      <p id="d">Description</p>
      <button type="button">Risky</button>
      <button type="button" ref={safe}>
        Safe
      </button>
    </ElicitationFrame>
  );
}

describe('ElicitationFrame', () => {
  describe('given presentation="dialog"', () => {
    it('opens a modal dialog named by its title and described by its description, focused on the safe control', () => {
      render(<Harness />);
      const dialog = screen.getByRole('dialog', { name: 'Title' });
      expect(dialog.tagName).toBe('DIALOG');
      expect(dialog).toHaveAttribute('open');
      expect(dialog).toHaveAccessibleDescription('Description');
      expect(screen.getByRole('button', { name: 'Safe' })).toHaveFocus();
    });

    it('reports Escape as onCancel and stays open until the host closes it', async () => {
      const onCancel = vi.fn();
      render(<Harness onCancel={onCancel} />);
      await userEvent.setup().keyboard('{Escape}');
      expect(onCancel).toHaveBeenCalledOnce();
      expect(screen.getByRole('dialog')).toHaveAttribute('open');
    });

    it('reports a close by the platform as onCancel', () => {
      const onCancel = vi.fn();
      render(<Harness onCancel={onCancel} />);
      act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
      expect(onCancel).toHaveBeenCalledOnce();
    });

    it('closes without onCancel and restores focus when the host sets open=false', async () => {
      const onCancel = vi.fn();
      const before = document.createElement('button');
      document.body.append(before);
      before.focus();
      const view = render(<Harness onCancel={onCancel} />);
      expect(before).not.toHaveFocus();
      view.rerender(<Harness onCancel={onCancel} open={false} />);
      expect(view.container.querySelector('dialog')).not.toHaveAttribute('open');
      await act(async () => {});
      expect(before).toHaveFocus();
      expect(onCancel).not.toHaveBeenCalled();
      before.remove();
    });
  });

  describe('given presentation="inline"', () => {
    it('renders a labelled group (not a landmark: a transcript may hold many) and leaves focus alone', () => {
      render(<Harness presentation="inline" className="extra" />);
      expect(screen.queryByRole('dialog')).toBeNull();
      const region = screen.getByRole('group', { name: 'Title' });
      expect(region).toHaveClass('mcpe-Dialog', 'extra');
      expect(screen.getByRole('button', { name: 'Safe' })).not.toHaveFocus();
    });
  });
});
