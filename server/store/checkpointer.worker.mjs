// Copies the WAL back into the database file from a thread of its own, so the gateway's
// commits never pay for a checkpoint (measured: 40-140 ms stalls inside a commit when SQLite
// checkpoints automatically). PASSIVE never blocks the writer; the main connection only
// appends. Plain JS: worker threads start without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { path, intervalMs } = workerData;
const db = new Database(path);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ kind: 'checkpoint', log: r.log, checkpointed: r.checkpointed });
  } catch (err) {
    parentPort.postMessage({ kind: 'error', message: String(err) });
  }
}, intervalMs);
parentPort.on('message', (m) => {
  if (m === 'stop') {
    clearInterval(timer);
    db.close();
    parentPort.close();
  }
});
