import { existsSync, readdirSync } from 'node:fs';
import type { MockFault } from '../../src/mocks/kit/faults';
import {
  type FailureWording,
  mergedWording,
  recordedWords as wordsIn,
} from '../fixtures/failureWordingKit';

/**
 * Every endpoint's failure wording for the Playwright suites, gathered from the features' own
 * records (src/features/<feature>/harness/failureWording.ts) as tests/fixtures/failureWording.ts
 * gathers them for vitest (where import.meta.glob does it; Playwright has no glob of its own).
 */
const features = new URL('../../src/features/', import.meta.url);
const files = readdirSync(features)
  .map((feature) => new URL(`${feature}/harness/failureWording.ts`, features))
  .filter((file) => existsSync(file));
const loaded = await Promise.all(
  files.map(async (file) => ({
    file: file.pathname,
    wording: ((await import(file.href)) as { FAILURE_WORDING: Record<string, FailureWording> })
      .FAILURE_WORDING,
  })),
);

const FAILURE_WORDING = mergedWording(loaded);

export const recordedWords = (endpointId: string, fault: MockFault) =>
  wordsIn(FAILURE_WORDING, endpointId, fault);
