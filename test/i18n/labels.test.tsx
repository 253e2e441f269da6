import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as tldts from 'tldts';
import { SchemaForm, ServerBadge, UrlConsentDialog, defaultLabels, resolveLabels, zhCN } from '../../src/index';
import { createUrlAnalyzer } from '../../src/core';
import { allKinds, specStructured } from '../fixtures/schemas';
import { urlExample } from '../fixtures/urls';

const analyzer = createUrlAnalyzer(tldts);
const server = { name: 'GitHub tools', url: 'https://mcp.github.com/mcp' };

const warning = {
  ...{ scheme: 'x', codePoints: ['U+202E'], userinfo: 'u', host: 'h.example', ip: '1.2.3.4', label: 'l', scripts: ['Latin', 'Cyrillic'] },
  ...{ ascii: 'xn--a', looksLike: 'paypal.com', unicode: 'ü', port: '8443', suffix: 'corp', subdomain: 's', domain: 'd.example' },
  ...{ serverDomain: 's.example', length: 2000 },
};

/** Sample arguments of the labels that take a list. */
const listArguments: Record<string, unknown[]> = {
  roundAttention: [[1, 3]],
  unsent: ['stopped'],
  announceExpired: ['旅行助手', 'call-failed'],
  errorFields: [['Name', 'Email'], 2],
  roundProgress: [{ answered: 1, declined: 1, skipped: 1, filling: 1, sent: 0, total: 5, attention: 1 }],
};

/** Every string a label set yields; functions are called with sample arguments. */
function allStrings(labels: object): string[] {
  return Object.entries(labels).flatMap(([group, strings]: [string, Record<string, unknown>]) =>
    Object.entries(strings).map(([key, value]) =>
      typeof value !== 'function' ? String(value) : String(group === 'urlWarnings' ? value(warning) : value(...(listArguments[key] ?? [2, 3]))),
    ),
  );
}

describe('given the zhCN labels', () => {
  it('translates every key the English labels have', () => {
    for (const group of Object.keys(defaultLabels) as (keyof typeof defaultLabels)[]) {
      expect(Object.keys(zhCN[group]).sort(), group).toEqual(Object.keys(defaultLabels[group]).sort());
    }
  });

  it('leaves no English sentence behind', () => {
    // Proper nouns and examples (http, IP, $ref, name@example.com) are allowed; English words of 4+ letters in a row are not.
    const english = allStrings(zhCN).filter((text) => /\b[A-Za-z]{4,}\s+[A-Za-z]{3,}\b/.test(text.replace(/https?:\/\/\S+|\S+@\S+|allOf|anyOf|oneOf/g, '')));
    expect(english).toEqual([]);
  });

  it('words each kind of failed action (a relay problem) on its own, in both languages', () => {
    const codes = ['invalid-content', 'answered-elsewhere', 'gone', 'conflict', 'unreachable', 'unknown', 'refused', 'failed'] as const;
    for (const labels of [defaultLabels, zhCN]) {
      const words = codes.map((code) => labels.host.actionFailed(code));
      expect(new Set(words).size, words.join(' | ')).toBe(codes.length);
    }
    expect(defaultLabels.host.actionFailed('answered-elsewhere')).toMatch(/another tab/);
    expect(zhCN.host.actionFailed('answered-elsewhere')).toMatch(/另一个标签页/);
  });

  it('says what a cancel or a decline sent: no answers, and the server told; true with or without typing, in both languages', () => {
    expect(defaultLabels.host.sent('cancel')).toBe('You cancelled. No answers were sent; the server was told you cancelled.');
    expect(zhCN.host.sent('cancel')).toBe('你已取消。没有发送任何回答；已告知服务器你已取消。');
    expect(defaultLabels.host.sent('decline')).toBe('You declined. No answers were sent; the server was told you declined.');
    expect(zhCN.host.sent('decline')).toBe('你已拒绝。没有发送任何回答；已告知服务器你已拒绝。');
    for (const labels of [defaultLabels, zhCN]) {
      for (const action of ['cancel', 'decline'] as const) {
        // A cancel and a decline are answers the server receives: never "nothing was sent".
        expect(labels.host.sent(action), action).not.toMatch(/nothing was sent|没有发送任何内容/i);
        expect(labels.host.sent(action), action).toMatch(/told|告知/);
      }
    }
  });

  it('says a session the relay no longer knows has ended and to reload, true after a sign-out and after a restarted server alike, in both languages', () => {
    // The relay answers 401 for both: the words never claim a sign-in the host may not have.
    expect(defaultLabels.host.connection('unauthorized')).toBe('This page’s session has ended: it can no longer see its requests. Reload the page to continue.');
    expect(zhCN.host.connection('unauthorized')).toBe('此页面的会话已结束：无法再查看其请求。请刷新页面以继续。');
    for (const labels of [defaultLabels, zhCN]) expect(labels.host.connection('unauthorized')).not.toMatch(/sign|登录/i);
  });

  it('says why a request ended unsent, each reason in its own words, in view and aloud, in both languages', () => {
    const reasons = ['deadline', 'stopped', 'cancelled', 'call-failed', 'disconnected', 'server-restarted', 'state-refused', 'elsewhere'] as const;
    for (const labels of [defaultLabels, zhCN]) {
      const shown = reasons.map((reason) => labels.host.unsent(reason));
      const heard = reasons.map((reason) => labels.host.announceExpired('Travel agent', reason));
      expect(new Set(shown).size, shown.join(' | ')).toBe(reasons.length);
      expect(new Set(heard).size, heard.join(' | ')).toBe(reasons.length);
      for (const words of heard) expect(words).toContain('Travel agent');
    }
    // What really went: only a deadline's `cancel` reaches the server (its call still listens);
    // a refused retry carried the answers, which the server would not take; otherwise nothing.
    expect(reasons.map((reason) => defaultLabels.host.unsent(reason))).toEqual([
      'Expired — your answers were not sent; the server was told the request was cancelled.',
      'Stopped — your answers were not sent.',
      'The request was withdrawn — your answers were not sent.',
      'The call failed — your answers were not sent.',
      'Connection lost — your answers were not sent.',
      'The server restarted — your answers were not sent.',
      'The server no longer accepts this request — your answers were not taken.',
      // Another tab's answer went, which the relay does not name: what stayed unsent is this tab's typing.
      'Ended in another tab or window — what you entered here was not sent.',
    ]);
    expect(reasons.map((reason) => zhCN.host.unsent(reason))).toEqual([
      '已过期：你的回答未发送；已告知服务器此请求已取消。',
      '已停止：你的回答未发送。',
      '请求已撤回：你的回答未发送。',
      '调用失败：你的回答未发送。',
      '连接已断开：你的回答未发送。',
      '服务器已重启：你的回答未发送。',
      '服务器不再接受此请求：你的回答未被采用。',
      '已在另一个标签页或窗口中结束：你在这里填写的内容未发送。',
    ]);
    for (const labels of [defaultLabels, zhCN]) {
      for (const reason of reasons) {
        const told = /told|告知/;
        expect(labels.host.unsent(reason), reason).not.toMatch(/nothing was sent|未发送任何内容/);
        expect(told.test(labels.host.unsent(reason)), reason).toBe(reason === 'deadline');
        expect(told.test(labels.host.announceExpired('Travel agent', reason)), reason).toBe(reason === 'deadline');
      }
    }
    expect(defaultLabels.host.announceExpired('Travel agent', 'deadline')).toBe('Expired — your answers were not sent to Travel agent; it was told the request was cancelled.');
    expect(defaultLabels.host.announceExpired('Travel agent', 'cancelled')).toBe('The request was withdrawn — your answers were not sent to Travel agent.');
    expect(defaultLabels.host.announceExpired('Travel agent', 'state-refused')).toBe('Travel agent no longer accepts this request — your answers were not taken.');
    expect(defaultLabels.host.announceExpired('Travel agent', 'elsewhere')).toBe('Ended in another tab or window — what you entered here was not sent to Travel agent.');
    expect(zhCN.host.announceExpired('Travel agent', 'elsewhere')).toBe('已在另一个标签页或窗口中结束：你在这里填写的内容未发送给 Travel agent。');
    // A store that predates reasons: what is sure, nothing about what the server was told.
    expect(defaultLabels.host.announceExpired('Travel agent')).toBe('Expired — your answers were not sent to Travel agent.');
    expect(defaultLabels.host.expired).toBe('Expired — your answers were not sent.');
    expect(zhCN.host.announceExpired('Travel agent', 'stopped')).toBe('已停止：你的回答未发送给 Travel agent。');
    expect(zhCN.host.expired).toBe('已过期：你的回答未发送。');
    // A round says which of its questions went and which did not.
    const ended = { answered: 1, declined: 0, skipped: 0, filling: 0, sent: 1, unsent: 1, total: 2, attention: 0 };
    expect(defaultLabels.host.roundProgress(ended)).toBe('1 of 2 sent · 1 not sent');
    expect(zhCN.host.roundProgress(ended)).toBe('已发送 1/2 · 1 个未发送');
    expect(defaultLabels.host.roundProgress({ ...ended, answered: 0, sent: 0, unsent: 2 })).toBe('0 of 2 sent · 2 not sent');
    // Beside Copy answers, in the folded bar too, where no form is below it.
    expect(defaultLabels.host.expiredDraftHint).toBe('What you entered is kept so you can copy it.');
    expect(zhCN.host.expiredDraftHint).toBe('你填写的内容已保留，方便复制。');
    expect(defaultLabels.host.timeLeft(105)).toBe('1:45 left to answer');
    expect(zhCN.host.timeLeft(105)).toBe('剩余 1:45 可作答');
    expect(defaultLabels.host.announceTimeLeft(120)).toBe('2 minutes left to answer.');
    expect(defaultLabels.host.announceTimeLeft(30)).toBe('30 seconds left to answer.');
    expect(zhCN.host.announceTimeLeft(30)).toBe('还剩 30 秒可作答。');
    // Never more than is left: 1:30 is not "2 minutes".
    expect(defaultLabels.host.announceTimeLeft(90)).toBe('1 minute 30 seconds left to answer.');
    expect(defaultLabels.host.announceTimeLeft(61)).toBe('1 minute 1 second left to answer.');
    expect(defaultLabels.host.announceTimeLeft(119)).toBe('1 minute 59 seconds left to answer.');
    expect(zhCN.host.announceTimeLeft(120)).toBe('还剩 2 分钟可作答。');
    expect(zhCN.host.announceTimeLeft(90)).toBe('还剩 1 分 30 秒可作答。');
    expect(defaultLabels.host.backOnline).toBe('Back online.');
    expect(zhCN.host.backOnline).toBe('已恢复连接。');
    expect(defaultLabels.host.appAnswersNotKept).toBe('Anything entered in the server’s own form is not kept: this app cannot read it.');
    expect(zhCN.host.appAnswersNotKept).toBe('在服务器自有表单中填写的内容不会保留：本应用无法读取。');
  });

  it('shows the form, its validation messages and the error summary in Chinese', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SchemaForm schema={allKinds} labels={zhCN} onSubmit={onSubmit} onDecline={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: '拒绝' })).toBeInTheDocument();
    expect(screen.getAllByText('（必填）')).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'ab');
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '5000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请至少输入 3 个字符。')).toBeInTheDocument();
    expect(screen.getByText('请输入不大于 1,000 的数。')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^有 \d 个回答需要修改。 请检查：.+。$/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the URL consent in Chinese, warnings included', async () => {
    render(<UrlConsentDialog url={urlExample.userinfo} server={server} analyzer={analyzer} labels={zhCN} presentation="inline" onAccept={vi.fn()} onDecline={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('heading', { name: '要打开网站吗？' })).toBeInTheDocument();
    expect(screen.getByText(/请忽略“@”前面的“\u2068?paypal\.com\u2069?”/)).toBeInTheDocument(); // server text isolated
    expect(screen.getByRole('button', { name: '打开' })).toBeInTheDocument();
    expect(screen.getByText(/请求来自/).parentElement).toHaveTextContent('请求来自 GitHub tools（mcp.github.com）');
  });
});

describe('given piecewise label overrides', () => {
  it('replaces only the strings given and keeps every other default', async () => {
    const user = userEvent.setup();
    render(
      <SchemaForm
        schema={specStructured}
        labels={{ schemaForm: { submit: 'Send it', errorRequired: 'We need this.' } }}
        onSubmit={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect(await screen.findAllByText('We need this.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 answers need attention.');
  });

  it('can start from zhCN and change one string', () => {
    const labels = { ...zhCN, server: { ...zhCN.server, requestFrom: '来自服务器' } };
    render(<ServerBadge server={server} labels={labels} />);
    expect(screen.getByText(/来自服务器/)).toBeInTheDocument();
    expect(resolveLabels(labels).url.open).toBe('打开');
  });

  it('formats English plurals with Intl', () => {
    const text = resolveLabels().schemaForm;
    expect([text.errorMinItems(1), text.errorMinItems(2), text.errorSummary(1)]).toEqual([
      'Choose at least 1 option.',
      'Choose at least 2 options.',
      '1 answer needs attention.',
    ]);
    expect(resolveLabels().host.roundTitle(1)).toBe('1 question');
  });
});

describe('the multi-select choice rule', () => {
  it.each([
    [1, 3, false, 'Optional. If you choose, pick 1 to 3.', '选填。如要选择，请选 1 到 3 项。'],
    [2, undefined, false, 'Optional. If you choose, pick at least 2.', '选填。如要选择，请选 至少 2 项。'],
    [1, 3, true, 'Choose 1 to 3.', '请选择 1 到 3 项。'],
    [undefined, 2, false, 'Choose up to 2.', '请选择 最多 2 项。'],
    [2, 2, true, 'Choose exactly 2.', '请选择 2 项。'],
  ])('min %s, max %s, required %s: worded as optional when leaving it empty is allowed', (min, max, required, en, zh) => {
    expect(defaultLabels.schemaForm.choiceRule(min, max, required)).toBe(en);
    expect(zhCN.schemaForm.choiceRule(min, max, required)).toBe(zh);
  });
});
