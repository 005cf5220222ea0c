// Builds the connected app against the local API server (npm run api:local) into the folder given
// (default dist-connected-local), with the production Content-Security-Policy for those hosts.
import { spawnSync } from 'node:child_process';
import { connectedEnv } from './connectedEnv.mjs';

const outDir = process.argv[2] ?? 'dist-connected-local';
const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir], {
  stdio: 'inherit',
  env: { ...connectedEnv(), ...process.env },
});
process.exit(result.status ?? 1);
