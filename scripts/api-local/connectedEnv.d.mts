/** The API base names, as the local API server serves them (connectedEnv.mjs). */
export declare const API_BASE_NAMES: readonly string[];
/** The VITE_API_*_URL variables of a connected build that talks to the local API server. */
export declare function connectedEnv(apiPort?: number): Record<string, string>;
