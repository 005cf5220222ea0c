/**
 * The notifications feature's public face. Light on purpose: the contacts and campaigns features
 * take their notification calls from here, and nothing here loads the bell or its state (the top
 * bar loads those lazily, from ./shell).
 */
export * from './api';
