import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A file that runs in Node says so on its first line. */
const NODE_FILE = /^\/\/ @vitest-environment node\b/;

function runsInNode(spec: TestSpecification): boolean {
  return NODE_FILE.test(readFileSync(spec.moduleId, 'utf8').slice(0, 200));
}

/**
 * Vitest's order (slowest and last failed first), with the jsdom files before the Node ones. A
 * worker is kept for the next file only when that file runs in the same environment (isolate:
 * false); otherwise it is stopped and a new one imports antd, the app and the mock backend again.
 * Mixed, the two kinds made a worker restart about every other file.
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const node = new Set(sorted.filter(runsInNode));
    return [...sorted.filter((spec) => !node.has(spec)), ...node];
  }
}
