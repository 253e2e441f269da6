/**
 * A value a server `pattern` rejects: the message under the field uses the field's own
 * description or title as the hint, clipped to one line and bidi-isolated.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../src/components/schema-form/schema-form';
import { zhCN } from '../../src/i18n/zh-cn';
import { LABEL_MAX_LENGTH } from '../../src/text/clip';

const FSI = '\u2068';
const PDI = '\u2069';

async function rejected(code: Record<string, unknown>, props: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<SchemaForm schema={{ type: 'object', properties: { code: { type: 'string', pattern: '^[A-Z]{3}-[0-9]{3}$', ...code } } }} onSubmit={onSubmit} {...props} />);
  const box = screen.getByRole('textbox');
  await user.type(box, 'abc');
  await user.click(screen.getByRole('button', { name: /Submit|提交/ }));
  await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
  expect(onSubmit).not.toHaveBeenCalled();
  return box;
}

describe('a pattern mismatch', () => {
  it('says what is expected in the words of the description', async () => {
    const box = await rejected({ title: 'Booking code', description: 'Three capitals, a dash, three digits (ABC-123)' });
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`This answer is not in the expected form: ${FSI}Three capitals, a dash, three digits (ABC-123)${PDI}`));
  });

  it('falls back to the title, and to the plain message when there is neither', async () => {
    const box = await rejected({ title: 'Booking code like ABC-123' });
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`not in the expected form: ${FSI}Booking code like ABC-123${PDI}`));
  });

  it('gives the plain message when only the key names the field', async () => {
    await rejected({});
    expect(screen.getByText('This answer is not accepted.')).toBeVisible();
  });

  it('clips a long description to one line and isolates a right-to-left override', async () => {
    const description = `\u202EEvil\n${'x'.repeat(5_000)}`;
    await rejected({ description });
    const message = screen.getByText(/not in the expected form/);
    expect(message.textContent).toContain(`${FSI}\u202EEvil x`);
    expect(message.textContent).toContain(`…${PDI}`);
    expect(message.textContent!.length).toBeLessThan(LABEL_MAX_LENGTH + 60);
  });

  it('is translated', async () => {
    const box = await rejected({ description: '例如 ABC-123' }, { labels: zhCN });
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`此回答不符合要求的格式：${FSI}例如 ABC-123${PDI}`));
  });
});
