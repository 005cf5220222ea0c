import { vendorReportCsvEndpoint, vendorReportEndpoint } from '../api';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

/** A month the seeded vendor jobs cover (src/mocks/reports/seed.ts). */
const RANGE = { from: '2026-09-01', to: '2026-09-30' };

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(vendorReportEndpoint, 'admin', RANGE),
  sample(vendorReportCsvEndpoint, 'admin', { ...RANGE, vendor: 'Relay SMS' }),
];
