import type Database from 'better-sqlite3';
import type { ClientReport } from '../../src/core/client-report';
import type { StoredClientReport } from './api';

/** Reports kept: older ones are deleted as new ones arrive (monitoring, not an archive). */
export const CLIENT_REPORTS_KEPT = 10_000;

/**
 * The pages' warning and error reports (POST /gw-api/monitor/client-report). A batch is one
 * transaction, written before the gateway answers, so an acknowledged report is on disk.
 */
export function createClientReports(db: Database.Database, kept = CLIENT_REPORTS_KEPT) {
  const insert = db.prepare(`INSERT INTO client_reports (received_at, ip, user_id, level, event, message, detail, page, client_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const trim = db.prepare('DELETE FROM client_reports WHERE id <= (SELECT max(id) FROM client_reports) - ?');
  const newest = db.prepare(`SELECT id, received_at AS receivedAt, ip, user_id AS userId, level, event, message, detail, page,
    client_at AS at FROM client_reports ORDER BY id DESC LIMIT ?`);

  const add = db.transaction((reports: readonly ClientReport[], from: { ip: string; userId: number | null; receivedAt: number }) => {
    for (const r of reports) {
      insert.run(from.receivedAt, from.ip, from.userId, r.level, r.event, r.message, JSON.stringify(r.detail), r.page, r.at);
    }
    trim.run(kept);
  });

  return {
    addClientReports(reports: readonly ClientReport[], from: { ip: string; userId: number | null; receivedAt: number }): void {
      add(reports, from);
    },
    /** The newest `limit` reports, newest first. */
    clientReports(limit: number): StoredClientReport[] {
      const rows = newest.all(limit) as Array<Omit<StoredClientReport, 'detail'> & { detail: string }>;
      return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as StoredClientReport['detail'] }));
    },
  };
}
