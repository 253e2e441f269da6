// Shipped with `/apps`, not the library's labels, so a page without app forms loads none of them.
import type { AppFailure } from '../../elicitation/app-resource.js';

/** The words of the `AppForm` part; `createAppForm({ labels })` replaces any of them. */
export interface AppFormLabels {
  /** The accessible name of the app's frame. @default (server) => `Form from ${server}` */
  frameTitle: (server: string) => string;
  /** While the app starts. @default "Loading the server’s form…" */
  starting: string;
  /** Above the native form when the app cannot be used: why, and that nothing was sent. */
  fallback: (failure: AppFailure) => string;
}

const why: Record<AppFailure, string> = {
  'load-failed': 'could not be loaded',
  'not-an-app': 'cannot be shown here',
  'too-large': 'is too large to show here',
  timeout: 'did not start in time',
  crashed: 'stopped working',
  'invalid-result': 'gave an answer that does not fit the question',
};

/** English (the default). */
export const appFormLabelsEn: AppFormLabels = {
  frameTitle: (server) => `Form from ${server}`,
  starting: 'Loading the server’s form…',
  fallback: (failure) => `The server’s own form ${why[failure]}. Nothing was sent: answer here instead.`,
};

const whyZh: Record<AppFailure, string> = {
  'load-failed': '无法加载',
  'not-an-app': '无法在此显示',
  'too-large': '太大，无法在此显示',
  timeout: '未能及时启动',
  crashed: '已停止运行',
  'invalid-result': '给出的回答与问题不符',
};

/** Simplified Chinese. */
export const appFormLabelsZhCn: AppFormLabels = {
  frameTitle: (server) => `来自 ${server} 的表单`,
  starting: '正在加载服务器的表单…',
  fallback: (failure) => `服务器自带的表单${whyZh[failure]}。尚未发送任何内容：请在这里回答。`,
};
