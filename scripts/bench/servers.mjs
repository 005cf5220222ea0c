import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const VITE = resolve(import.meta.dirname, '../../node_modules/vite/bin/vite.js');

function run(args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [VITE, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`vite ${args.join(' ')} exited with ${code}`))));
  });
}

/** A production build into `outDir` with these VITE_* variables. */
export function viteBuild(outDir, env) {
  return run(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], env);
}

/** Serves a build with `vite preview` (which sends the build's CSP) until close() is called. */
export async function serve(outDir, port, env = {}) {
  const child = spawn(process.execPath, [VITE, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/signin`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    close: () =>
      new Promise((done) => {
        child.once('exit', done);
        child.kill();
      }),
  };
}
