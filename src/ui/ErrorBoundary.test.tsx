import { describe, expect, it, vi } from 'vitest';

const reported: unknown[] = [];
vi.mock('../net/monitor', () => ({ reportError: (...args: unknown[]) => reported.push(args) }));
const { ErrorBoundary } = await import('./ErrorBoundary');

describe('ErrorBoundary', () => {
  it('should turn a render error into its failed state and report it as page_js_error with the part\'s name', () => {
    expect(ErrorBoundary.getDerivedStateFromError()).toEqual({ failed: true });
    const boundary = new ErrorBoundary({ name: 'orderBook', children: null });
    boundary.componentDidCatch(new RangeError('bad row'), { componentStack: '\n    at BookRow\n    at OrderBook' });
    expect(reported).toEqual([['page_js_error', 'RangeError: bad row', expect.objectContaining({ kind: 'render', part: 'orderBook', componentStack: '\n    at BookRow\n    at OrderBook' })]]);
  });

  it('should render its children until it failed, then the failure in their place', () => {
    const child = <p>book</p>;
    const boundary = new ErrorBoundary({ name: 'orderBook', children: child });
    expect(boundary.render()).toBe(child);
    boundary.state = { failed: true };
    const failed = boundary.render() as { props: { whole: boolean } };
    expect(failed.props.whole).toBe(false);
  });
});
