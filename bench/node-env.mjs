/**
 * Vite's dev server sets `process.env.NODE_ENV = "development"` for the whole process, and a
 * later Vite build in the same process then keeps React's development code. So every build a
 * bench step times runs in production, and every dev server leaves NODE_ENV as it found it
 * (under vitest it is "test": test/smoke/size-budget.test.ts).
 */
export async function withNodeEnv(value, run) {
  const nodeEnv = process.env.NODE_ENV;
  if (value === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = value;
  try {
    return await run();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export const inProduction = (run) => withNodeEnv('production', run);

/** Runs `run` and puts NODE_ENV back as it was, whatever `run` (a Vite dev server) set. */
export const keepingNodeEnv = (run) => withNodeEnv(process.env.NODE_ENV, run);
