import { forwardRef } from 'react';

export interface CollapseToggleProps {
  collapsed: boolean;
  /** Words: the open modal's icon button is named `collapse`; the bar's button says `expand`. */
  labels: { collapse: string; expand: string };
  onToggle: () => void;
}

/**
 * Folds the modal to a bar (a bottom sheet on a narrow screen) and opens it again. One
 * button in both states, a disclosure (`aria-expanded`): what it does is said by its state,
 * and focus stays on it as the question folds, so a keyboard user finds it where they left it.
 * Before the close control in the DOM: opening still focuses the first field, and the close
 * control stays last.
 */
export const CollapseToggle = forwardRef<HTMLButtonElement, CollapseToggleProps>(function CollapseToggle({ collapsed, labels, onToggle }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className="mcpe-CloseButton mcpe-Dialog-collapse"
      aria-expanded={!collapsed}
      aria-label={collapsed ? undefined : labels.collapse}
      onClick={onToggle}
    >
      {collapsed ? (
        labels.expand
      ) : (
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3.5 11.5h9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" fill="none" />
        </svg>
      )}
    </button>
  );
});
