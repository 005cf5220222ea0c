// @vitest-environment node
/**
 * The mock backend's contract with the app: for every endpoint the app defines, the mock answers a
 * valid request, made by a user allowed to make it, with a success that the app's own call layer
 * (callEndpoint: the endpoint's success rule, then its data schema) accepts. Endpoints come from
 * the registry, so a new endpoint fails here until it has a mock handler and a sample request.
 */
import { type Endpoint, isApiError, registeredEndpoints } from '../../../src/api';
import '../../../src/mocks/handlers';
import { seededUser } from '../../utils/mockServer';
import { withNodeFileClasses } from '../../utils/nodeFileClasses';
import type { ContractSample } from './contract/sample';

// Every endpoint definition, including those no handler imports yet.
import.meta.glob('../../../src/features/**/api.ts', { eager: true });

/**
 * Each feature's samples, next to its code (a harness/contractSamples.ts beside an api.ts, found by
 * glob as its api.ts is): adding an endpoint adds its sample in its own feature.
 */
const sampleFiles = import.meta.glob<ContractSample[]>(
  '../../../src/features/**/harness/contractSamples.ts',
  { eager: true, import: 'CONTRACT_SAMPLES' },
);
const SAMPLES = new Map<string, ContractSample>(
  Object.values(sampleFiles)
    .flat()
    .map((each) => [each.endpointId, each]),
);

/** Ids starting with `test.` belong to other test files' throwaway endpoints. */
const endpoints = registeredEndpoints().filter((endpoint) => !endpoint.id.startsWith('test.'));

function contextOf(as: ContractSample['as']) {
  if (as === null) return {};
  const user = seededUser(as);
  return { token: user.api_token, userId: user.id };
}

/** What went wrong, with the body the server sent, so a broken handler is easy to find. */
function describeFailure(error: unknown): string {
  if (!isApiError(error)) return String(error);
  return `${error.kind} (HTTP ${error.httpStatus ?? '-'}): ${error.serverMessage ?? ''} ${JSON.stringify(error.body)?.slice(0, 400) ?? ''}`;
}

withNodeFileClasses();

describe('every sample names an endpoint of the app', () => {
  it('has no sample left over from a removed or renamed endpoint', () => {
    const known = new Set(endpoints.map((endpoint) => endpoint.id));
    expect([...SAMPLES.keys()].filter((id) => !known.has(id))).toEqual([]);
  });
});

describe.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
  '%s',
  (id, endpoint: Endpoint<never, unknown>) => {
    it('answers a valid request with a success the app accepts', async () => {
      const sample = SAMPLES.get(id);
      expect(
        sample,
        `no sample request for ${id}: add one in the harness/contractSamples.ts beside its api.ts`,
      ).toBeDefined();
      let failure: string | null = null;
      try {
        await sample!.send(contextOf(sample!.as));
      } catch (error) {
        failure = describeFailure(error);
      }
      expect(failure, `${endpoint.method} ${id} was refused or malformed`).toBeNull();
    });
  },
);
