import { createRequire } from 'node:module';

/**
 * Tests render with React's production build, the one users get, unless REACT_DEVELOPMENT=1.
 *
 * Why: React's development build (owner stacks on every element, a debug task per fiber, double
 * bookkeeping in every hook) was a third of the suite's time; with the production build the same
 * tests and assertions take two thirds of it (`npm run bench -- --only tests`). The development
 * build's warnings are still one command away: `REACT_DEVELOPMENT=1 npm test`.
 *
 * React picks its build when it is first required, from NODE_ENV, so this file runs before any
 * other set-up file and requires every React entry point the app and Testing Library use while
 * NODE_ENV says production, then puts NODE_ENV back: the other libraries (Redux Toolkit's
 * serialisability and immutability checks, antd's and react-router's warnings) keep their
 * development checks. JSX is compiled for the production runtime (vitest.config.ts, `oxc.jsx`).
 *
 * The production build has no `act`. Testing Library wraps renders and events in it, so it gets
 * one that does what act promises: the callback's updates are committed before it returns
 * (flushSync), and once the callback has settled, every render React scheduled has run.
 */

const require = createRequire(import.meta.url);

interface SchedulerTask {
  callback: unknown;
}

interface SchedulerModule {
  unstable_scheduleCallback: (...args: unknown[]) => SchedulerTask;
}

type Act = <T>(callback: () => T) => unknown;

/**
 * `__whenReactIsIdle` resolves once React has run every render it scheduled; it is absent under
 * React's development build, whose act does this itself. tests/setupDom.ts has Testing Library's
 * async utilities (and so every user-event action) end with it, as an awaited act would.
 */
interface ReactIdleHolder {
  __whenReactIsIdle?: () => Promise<void>;
}

if (process.env.REACT_DEVELOPMENT !== '1' && !requiredAlready('react')) {
  const testEnvironment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // First, so that react-dom takes the counting version of scheduleCallback below.
    const scheduler = require('scheduler') as SchedulerModule;
    const pending = countPendingTasks(scheduler);
    const react = require('react') as { act?: Act };
    for (const entry of [
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-dom/test-utils',
      // react-konva's renderer: its development build expects React's development internals.
      'react-reconciler',
      'react-reconciler/constants',
    ])
      require(entry);
    react.act = productionAct(
      require('react-dom') as { flushSync: (run: () => void) => void },
      pending,
    );
    (globalThis as ReactIdleHolder).__whenReactIsIdle = () => whenReactIsIdle(pending);
  } finally {
    process.env.NODE_ENV = testEnvironment;
  }
}

/** True when a previous file of this worker already loaded React (vitest's isolate: false). */
function requiredAlready(entry: string): boolean {
  return Boolean(require.cache[require.resolve(entry)]);
}

/** Wraps the scheduler's queue so the act below can tell when React has no work left. */
function countPendingTasks(scheduler: SchedulerModule): () => boolean {
  const tasks = new Set<SchedulerTask>();
  const schedule = scheduler.unstable_scheduleCallback;
  scheduler.unstable_scheduleCallback = (...args: unknown[]) => {
    const task = schedule(...args);
    tasks.add(task);
    return task;
  };
  return () => {
    // The scheduler empties a task's callback once it has run or been cancelled.
    for (const task of tasks) if (task.callback === null) tasks.delete(task);
    return tasks.size > 0;
  };
}

/** The scheduler runs its tasks from setImmediate in Node. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function whenReactIsIdle(pending: () => boolean): Promise<void> {
  do await nextTurn();
  while (pending());
}

function productionAct(
  reactDom: { flushSync: (run: () => void) => void },
  pending: () => boolean,
): Act {
  return <T>(callback: () => T) => {
    let result!: T;
    reactDom.flushSync(() => {
      result = callback();
    });
    if (typeof (result as Partial<PromiseLike<unknown>> | null)?.then === 'function') {
      return Promise.resolve(result).then(async (value) => {
        await whenReactIsIdle(pending);
        return value;
      });
    }
    // Testing Library ignores what a synchronous act returns; an awaited one still waits.
    return {
      then(resolve: (value: T) => void, reject: (error: unknown) => void) {
        whenReactIsIdle(pending).then(() => resolve(result), reject);
      },
    };
  };
}
