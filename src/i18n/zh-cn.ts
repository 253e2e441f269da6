/**
 * Simplified Chinese labels: every string of the library. Pass as `labels={zhCN}`, or
 * spread and override a few: `labels={{ ...zhCN, url: { ...zhCN.url, open: '打开链接' } }}`.
 * Numbers are written with zh-CN conventions; Chinese has no plural forms, so counts only
 * change the number (Intl.PluralRules("zh-CN") always selects "other").
 */
import type { ElicitationLabels, ExpiryReasonCode } from './types.js';
import type { SchemaProblemCode } from '../schema/types.js';
import { formatClock as clock, formatNumber } from './format.js';

const num = (n: number) => formatNumber('zh-CN', n);
const quoted = (key: string | undefined) => (key === undefined ? '此表单' : `“${key}”`);

const problemText: Record<SchemaProblemCode, string> = {
  'not-object': '不是字段列表。',
  'invalid-property': '不是有效的字段描述。',
  'nested-object': '是嵌套在字段中的一组字段，此表单无法显示。',
  ref: '引用了其他位置的定义（$ref），此表单无法解析。',
  'array-of-objects': '是记录列表，此表单无法显示。',
  'unsupported-array': '是此表单无法显示的列表。',
  composition: '组合了多个架构（allOf、anyOf 或 oneOf），此表单无法显示。',
  'unknown-type': '的类型无法识别。',
  'invalid-options': '的选项格式有误。',
  'required-unknown': '被设为必填，但没有描述。',
  'default-not-in-options': '的默认值不在选项中，已忽略。',
  'default-wrong-type': '的默认值类型不对，已忽略。',
  'default-too-long': '的默认值条目过多，此表单无法显示，已忽略。',
  uncheckable: '包含此表单无法安全检查的规则（位置特殊的 pattern、uniqueItems 或很长的取值列表，或验证器无法读取的定义）。',
};

/** Each way a request can end unsent, as what really happened (en.ts says which reach the server). */
const unsentHeadZh: Record<ExpiryReasonCode, string> = {
  deadline: '已过期',
  stopped: '已停止',
  cancelled: '请求已撤回',
  'call-failed': '调用失败',
  disconnected: '连接已断开',
  'server-restarted': '服务器已重启',
  'state-refused': '服务器不再接受此请求',
  elsewhere: '已在另一个标签页或窗口中结束',
};
const unsentZh = (reason: ExpiryReasonCode) =>
  reason === 'deadline'
    ? '已过期：你的回答未发送；已告知服务器此请求已取消。'
    : reason === 'state-refused'
      ? `${unsentHeadZh[reason]}：你的回答未被采用。`
      : reason === 'elsewhere'
        ? `${unsentHeadZh[reason]}：你在这里填写的内容未发送。`
        : `${unsentHeadZh[reason]}：你的回答未发送。`;
const announceUnsentZh = (server: string, reason: ExpiryReasonCode) =>
  reason === 'deadline'
    ? `已过期：你的回答未发送给 ${server}；已告知它此请求已取消。`
    : reason === 'state-refused'
      ? `${server} 不再接受此请求：你的回答未被采用。`
      : reason === 'elsewhere'
        ? `${unsentHeadZh[reason]}：你在这里填写的内容未发送给 ${server}。`
        : `${unsentHeadZh[reason]}：你的回答未发送给 ${server}。`;

const actionFailed: Record<Parameters<ElicitationLabels['host']['actionFailed']>[0], string> = {
  'invalid-content': '应用无法接受此回答。请检查后重新发送。',
  'answered-elsewhere': '此请求已在另一个标签页或窗口中回答。',
  gone: '此请求已结束。你的回答未发送。',
  conflict: '此请求在此期间已发生变化（可能在另一个标签页中）。请检查后重试。',
  unreachable: '未发送：连接失败。请重试。',
  unknown: '未确认：应用没有告知你的回答是否送达。再次发送是安全的，回答不会被重复提交。',
  refused: '未发送：此页面无权回答此请求。',
  failed: '未发送。请重试。',
};

export const zhCN: ElicitationLabels = {
  limits: {
    showMore: (hidden) => `显示更多（还有 ${num(hidden)} 个字符）`,
    showLess: '收起',
    moreOptions: (hidden) => `还有 ${num(hidden)} 个选项未显示：在筛选框中输入以查找。`,
    patternUnchecked: '此处无法安全检查服务器为此答案设定的格式（pattern）；提交后服务器会检查。',
    selectedHidden: (hidden) => `还有 ${num(hidden)} 个已选选项未显示：在筛选框中输入以查找。`,
  },
  server: {
    requestFrom: '请求来自',
    host: (host) => `（${host}）`,
    selfReported: (title) => `自称“${title}”`,
  },
  url: {
    title: '要打开网站吗？',
    messageIntro: '服务器说明：',
    destination: '将打开以下网站上的页面：',
    fullUrl: '完整地址',
    checking: '正在检查地址…',
    checkFailed: '无法检查此地址，因此不能从这里打开。请检查网络连接，然后重试。',
    checkAgain: '重试',
    warningsTitle: '打开前请确认',
    blocked: '此地址无法打开。',
    open: '打开',
    decline: '拒绝',
    cancel: '取消',
    openAgain: '再次打开',
    finished: '我已完成',
    copy: '复制地址',
    copied: '已复制',
    copyFailed: '此处无法复制。地址已选中，请用键盘复制。',
    stillWaiting: (domain) => `仍在等待你在 ${domain} 完成操作`,
    waitingHint: '完成后请回到这里。',
    waitingTitle: (domain) => (domain ? `正在等待你在 ${domain} 完成操作` : '正在等待你在网站上完成操作'),
    notFinishedYet: '那边尚未完成。本应用会自动再次查询。',
    serverStillWaiting: (domain) => (domain ? `服务器表示仍在等待你在 ${domain} 完成操作。` : '服务器表示仍在等待你在网站上完成操作。'),
    stopWaiting: '停止等待',
    expired: '已关闭：无法再从这里打开此链接。',
    answered: (action) => (action === 'decline' ? '你已拒绝。没有打开任何内容。' : '你已取消。没有打开任何内容。'),
    noWindow: '没有新窗口？',
    severity: (severity) => (severity === 'danger' ? '危险：' : '注意：'),
    userinfoIgnored: (userinfo) => `（“${userinfo}”会被忽略：浏览器会跳过它。）`,
    popupHint: '浏览器可能拦截了新窗口。请复制地址并在新标签页中打开。',
  },
  urlWarnings: {
    unparsable: () => '这不是有效的网址。',
    'blocked-scheme': (w) => `以“${w.scheme}”开头的地址不是网页，从这里永远不会打开。`,
    'hidden-characters': (w) => `地址含有不可见或改变文字方向的字符（${w.codePoints.join('、')}），可能让它看起来与实际去向不同。`,
    userinfo: (w) => `请忽略“@”前面的“${w.userinfo}”：浏览器会跳过它。实际打开的是 ${w.host}。`,
    'ip-address': (w) =>
      w.written ? `该网站是伪装成“${w.written}”的纯 IP 地址（${w.ip}）。` : `该网站是纯 IP 地址（${w.ip}），不是名称：无法看出是谁在运营。`,
    'mixed-scripts': (w) => `名称的一部分（“${w.label}”）混用了不同文字的字母（${w.scripts.join('、')}），这是仿冒知名网站的常见手法。`,
    'lookalike-characters': (w) => `这不是 ${w.looksLike}：${w.ascii} 使用了只是看起来像这些字母的字符。`,
    'invalid-idn': (w) => `名称的一部分（“${w.label}”）不是有效的国际化域名，因此以编码形式显示：不要相信它看起来拼出的内容。`,
    'unusual-characters': (w) =>
      `名称的一部分（“${w.label}”）使用了${w.codePoints.length ? `不应出现在网址中的字符（${w.codePoints.join('、')}）` : '用来伪装字母的字符组合'}。浏览器会以这种编码形式显示它。`,
    'lookalike-separators': (w) => `名称含有看起来像“/”或“.”的字符（${w.codePoints.join('、')}），读起来像“${w.reads}”，但实际网站是 ${w.domain}。`,
    'imitated-site': (w) => `该地址在模仿 ${w.looksLike}，但并不会去那里：实际网站是 ${w.domain}。`,
    'local-address': (w) =>
      w.place === 'this-device'
        ? `这会打开你自己电脑上的页面（${w.host}），但发出请求的服务器在别处。除非你预期如此，否则不要打开。`
        : `这会打开你本地网络中的页面（${w.host}），例如路由器或打印机，但发出请求的服务器在别处。`,
    idn: (w) =>
      `${
        w.reason === 'mixed-scripts'
          ? '名称混用了不同文字的字母。'
          : w.reason === 'lookalike'
            ? '名称含有只是看起来像其他字母的字符。'
            : w.reason === 'other-script'
              ? `名称使用了拉丁字母以外的文字（${w.scripts.join('、')}）。`
              : '名称含有带变音符号或其他特殊形式的拉丁字母。'
      }显示为 ${w.unicode}，实际形式是 ${w.ascii}。`,
    'insecure-http': (w) => `与 ${w.host} 的连接未加密（http）：同一网络中的其他人可能看到或篡改你发送的内容。`,
    'non-default-port': (w) => `该地址使用了不常见的端口（${w.port}）。`,
    'unlisted-suffix': (w) => `名称以“.${w.suffix}”结尾，这不是公共互联网域名。`,
    'deep-subdomain': (w) => `该网站是 ${w.domain}。它前面的部分（“${w.subdomain}”）由该网站自行设定，可能在模仿其他名称。`,
    'long-url': (w) => `此地址非常长（${num(w.length)} 个字符）。请核对网站名称，其余部分不必细看。`,
    'different-site': (w) => `将打开的网站（${w.domain}）与发出请求的服务器（${w.serverDomain}）不是同一个网站。`,
  },
  host: {
    unsupportedMode: (mode) => `此服务器请求输入的方式（“${mode}”）本应用不支持，已拒绝该请求。`,
    invalidRequest: '此服务器发送的请求无法显示，已拒绝。',
    expired: '已过期：你的回答未发送。',
    expiredDraftHint: '你填写的内容已保留，方便复制。',
    appAnswersNotKept: '在服务器自有表单中填写的内容不会保留：本应用无法读取。',
    unsent: unsentZh,
    copyAnswers: '复制回答',
    answersCopied: '已复制回答。',
    copyAnswersFallback: '无法自动复制：你的回答已在下方选中，请按 Ctrl+C（Mac 上为 ⌘C）复制。',
    yourAnswers: '你的回答',
    timeLeft: (seconds) => `剩余 ${clock(seconds)} 可作答`,
    // 分 and 秒 as the clock reads them: never rounded up to the next minute.
    announceTimeLeft: (seconds) =>
      `还剩 ${[seconds >= 60 && `${num(Math.floor(seconds / 60))} 分${seconds % 60 > 0 ? '' : '钟'}`, seconds % 60 > 0 && `${num(seconds % 60)} 秒`].filter(Boolean).join(' ')}可作答。`,
    moreTime: '延长时间',
    dismiss: '关闭',
    close: '关闭',
    collapse: '最小化',
    expand: '显示问题',
    roundTitle: (count) => `${num(count)} 个问题`,
    sendAll: '全部发送',
    cancelAll: '全部取消',
    statusPending: '等待你的回答',
    statusAnswered: (action) => (action === 'accept' ? '你的回答：' : action === 'decline' ? '已拒绝——不会提供回答。' : '已取消——不会提供回答。'),
    roundProgress: ({ answered, declined, skipped, filling, sent, unsent = 0, total, attention }) =>
      [
        sent + unsent === total ? `已发送 ${num(sent)}/${num(total)}` : `已回答 ${num(answered)}/${num(total)}`,
        declined > 0 && `${num(declined)} 个已拒绝`,
        skipped > 0 && `${num(skipped)} 个已跳过`,
        unsent > 0 && `${num(unsent)} 个未发送`,
        filling > 0 && `${num(filling)} 个正在填写`,
        attention > 0 && `${num(attention)} 个需要处理`,
        sent === 0 && unsent === 0 && '尚未发送',
      ]
        .filter(Boolean)
        .join(' · '),
    answerQuestion: '回答',
    needsAttention: '需要你的回答',
    yesNo: (value) => (value ? '是' : '否'),
    emptyAnswer: '未填写任何内容',
    changeAnswer: '修改',
    tooManyPending: (count, server) => `${server} 同时发送的请求过多；其中 ${num(count)} 个未经询问已被拒绝。`,
    renderError: '此请求无法显示，已被拒绝。',
    sent: (action) => (action === 'accept' ? '已发送。' : action === 'decline' ? '你已拒绝。没有发送任何回答；已告知服务器你已拒绝。' : '你已取消。没有发送任何回答；已告知服务器你已取消。'),
    sending: '正在发送…',
    actionFailed: (code) => actionFailed[code],
    connection: (state) => (state === 'unauthorized' ? '此页面的会话已结束：无法再查看其请求。请刷新页面以继续。' : state === 'offline' ? '已离线。连接恢复后请求会重新出现。' : '正在重新连接…'),
    backOnline: '已恢复连接。',
    outletName: '来自服务器的请求',
    announceArrival: (server, message) => `${server} 询问：${message}`,
    announceRound: (server, count) => `${server} 提出了 ${num(count)} 个问题`,
    announceSent: (server) => `已发送给 ${server}`,
    announceExpired: (server, reason) => (reason ? announceUnsentZh(server, reason) : `已过期：你的回答未发送给 ${server}。`),
    sendAllDescription: (count, empty) => `将发送 ${num(count)} 个回答` + (empty > 0 ? `，其中 ${num(empty)} 个为空。` : '。'),
    roundAttention: (questions) => `第 ${questions.map(num).join('、')} 个问题需要处理。`,
  },
  schemaForm: {
    submit: '提交',
    decline: '拒绝',
    cancel: '取消',
    required: '（必填）',
    noAnswer: '不回答',
    choose: '请选择…',
    filterOptions: '筛选选项',
    noMatches: '没有匹配的选项。',
    choiceRule: (min, max, required) => {
      const count =
        min !== undefined && max !== undefined
          ? min === max
            ? `${num(min)} 项`
            : `${num(min)} 到 ${num(max)} 项`
          : min !== undefined
            ? `至少 ${num(min)} 项`
            : `最多 ${num(max ?? 0)} 项`;
      return required || !min ? `请选择 ${count}。` : `选填。如要选择，请选 ${count}。`;
    },
    selectedCount: (selected, total) => `已选 ${num(selected)} 项，共 ${num(total)} 项`,
    timeZone: (zone, offset) => (zone ? `你的时区：${zone}（${offset}）` : `你的时区：${offset}`),
    secretWarning: '这看起来像密码、密钥或银行卡信息。服务器不得通过表单索取这些信息：除非你确定，否则请拒绝。',
    showSecret: '显示',
    unsupported: '此请求无法显示为表单。你可以拒绝或取消它。',
    problem: (code, key) => `${quoted(key)}${problemText[code]}`,
    skippedFields: '以下可选项无法在此回答，将被省略：',
    errorSummary: (count) => `有 ${num(count)} 个回答需要修改。`,
    errorFields: (names, more) => `请检查：${names.join('、')}${more > 0 ? `，另有 ${num(more)} 项` : ''}。`,
    formRejected: '服务器的表单不接受这些回答。',
    checkUnavailable: '暂时无法检查你的回答，因此没有发送。请稍后重试。',
    retryCheck: '重试',
    checking: (count) => `正在检查 ${num(count)} 个回答…`,
    errorRequired: '请填写此字段。',
    errorChoose: '请选择一个选项。',
    errorMinLength: (min) => `请至少输入 ${num(min)} 个字符。`,
    errorMaxLength: (max) => `最多输入 ${num(max)} 个字符。`,
    errorEmail: '请输入有效的电子邮件地址，例如 name@example.com。',
    errorUri: '请输入包含协议的完整地址，例如 https://example.com。',
    errorDate: '请输入真实存在的日期。',
    errorDateTime: '请输入真实存在的日期和时间。',
    errorNumber: '请输入数字，例如 42 或 3.5。',
    errorInteger: '请输入整数，例如 42。',
    errorMinimum: (min) => `请输入不小于 ${num(min)} 的数。`,
    errorMaximum: (max) => `请输入不大于 ${num(max)} 的数。`,
    errorMinItems: (min) => `请至少选择 ${num(min)} 项。`,
    errorMaxItems: (max) => `最多选择 ${num(max)} 项。`,
    errorOption: '请从列出的选项中选择。',
    errorEntries: '请修改下方标出的条目。',
    errorMinEntries: (min) => `请至少添加 ${num(min)} 个条目。`,
    errorMaxEntries: (max) => `最多输入 ${num(max)} 个条目。`,
    listAdd: '添加',
    listEntry: (n) => `条目 ${num(n)}`,
    listRemove: (n) => `删除条目 ${num(n)}`,
    listLimits: (min, max) =>
      min !== undefined && max !== undefined
        ? `${num(min)} 至 ${num(max)} 个条目。`
        : min !== undefined
          ? `至少 ${num(min)} 个条目。`
          : `最多 ${num(max ?? 0)} 个条目。`,
    listFull: (max) => `此列表最多 ${num(max)} 个条目：删除一个后才能再添加。`,
    errorPatternHint: (hint) => `此回答不符合要求的格式：${hint}`,
    errorInvalid: '此回答不被接受。',
  },
};
