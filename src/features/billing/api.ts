/**
 * Every billing endpoint (accounts-money §7), one file per group under endpoints/: the registry,
 * the mock backend and the contract and fault suites find them through this file.
 */
export * from './endpoints/cards';
export * from './endpoints/funding';
export * from './endpoints/pricing';
