// The environment of a connected build that talks to the local API server (scripts/api-local/
// server.mjs): each of the five API bases at its path there.
export const API_BASE_NAMES = ['main', 'older', 'newer', 'orders', 'commerce'];

export function connectedEnv(apiPort = Number(process.env.API_LOCAL_PORT ?? 4310)) {
  return Object.fromEntries(
    API_BASE_NAMES.map((name) => [
      `VITE_API_${name.toUpperCase()}_URL`,
      `http://127.0.0.1:${apiPort}/${name}/`,
    ]),
  );
}
