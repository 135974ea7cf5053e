/**
 * Page script errors (spec 001 section 8: "Page script error reported to an error service
 * (page_js_error) and swallowed"): an error no code caught, thrown by a script or a rejected
 * promise nobody awaited, is reported as `page_js_error` through the page's error reporting
 * (src/net/monitor.ts: rate-limited, batched to the gateway) and swallowed, so the browser does
 * not print it a second time. A module's render error is its boundary's (src/ui/ErrorBoundary.tsx),
 * with the same event. The window is passed in, so a test drives it with a plain EventTarget.
 */
import { REPORT_LIMITS, type ClientReport } from '../core/client-report';

export const PAGE_ERROR_EVENT = 'page_js_error';
/** A stack is cut to what a report's detail value holds (core/client-report.ts REPORT_LIMITS). */
const STACK_CHARS = REPORT_LIMITS.detailValueChars;

/** What the browser reports as an error event and is none (no script threw). */
const BENIGN = /^ResizeObserver loop/;

export type PageErrorReport = (event: string, message: string, detail: ClientReport['detail']) => void;

/** The message and detail of what was thrown (an Error, or anything else). */
export function describeThrown(thrown: unknown): { message: string; stack: string } {
  if (thrown instanceof Error) return { message: `${thrown.name}: ${thrown.message}`, stack: (thrown.stack ?? '').slice(0, STACK_CHARS) };
  let text: string;
  try {
    text = typeof thrown === 'string' ? thrown : JSON.stringify(thrown) ?? String(thrown);
  } catch {
    text = String(thrown);
  }
  return { message: text, stack: '' };
}

/** Follows `win`'s error and unhandledrejection events; answers the stop. */
export function followPageErrors(win: EventTarget, report: PageErrorReport): () => void {
  const onError = (e: Event): void => {
    const ev = e as ErrorEvent;
    // not an error: the browser saying a resize observation waits for the next frame
    if ((ev.error === undefined || ev.error === null) && BENIGN.test(ev.message ?? '')) return;
    const { message, stack } = ev.error !== undefined && ev.error !== null ? describeThrown(ev.error) : { message: ev.message ?? 'script error', stack: '' };
    report(PAGE_ERROR_EVENT, message, { kind: 'error', source: String(ev.filename ?? '').slice(0, 200), line: ev.lineno ?? 0, column: ev.colno ?? 0, stack });
    e.preventDefault();
  };
  const onRejection = (e: Event): void => {
    const { message, stack } = describeThrown((e as PromiseRejectionEvent).reason);
    report(PAGE_ERROR_EVENT, message, { kind: 'rejection', stack });
    e.preventDefault();
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
