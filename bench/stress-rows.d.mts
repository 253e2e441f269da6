/** Types of bench/stress-rows.mjs (used by test/browser/stress.test.ts). */
import type { Page } from 'playwright-core';

export const STRESS_BUDGETS: { mountMs: number; eventMs: number; declineMs: number };
export type StressRow = readonly [name: string, engine: 'default' | 'eval-free', label: string];
export const STRESS_ROWS: readonly StressRow[];
export const MOUNT_ROWS: ReadonlySet<string>;
export function allDrawn(page: Page, selector: string, count: number): Promise<unknown>;
export interface RowRun {
  mountMs: number;
  longestTaskMs: number;
  declineMs: number;
  interactionMs: number;
  /** 1-minute load average when the run ended. */
  load: number;
}
export function measureRow(page: Page, name: string, engine: 'default' | 'eval-free'): Promise<RowRun>;
/** The longest task of the renderer's main thread while `work` ran: wall time and the thread's CPU time in it. */
export interface MainThreadTask {
  wallMs: number;
  cpuMs: number;
  /** When it started, in ms after the `since` mark (0 without one). */
  atMs: number;
}
/** `since`: a user-timing mark; only the tasks that end after it count. */
export function longestMainThreadTask<T>(page: Page, work: () => Promise<T>, options?: { since?: string }): Promise<{ result: T; longest: MainThreadTask }>;
