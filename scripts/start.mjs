// `npm start`: build what is needed, then run the gateway (which serves the web app, the
// simulated market and the API) on PORT (default 8080).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '../..');
await import('./build-if-needed.mjs');
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/index.ts')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
