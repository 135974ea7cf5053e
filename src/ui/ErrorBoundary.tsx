/**
 * A part of the page that fails to render fails alone (spec 001 section 8: a page script error
 * is reported, page_js_error, and swallowed): React unmounts the whole tree on an error no
 * boundary catches, which left a blank page for a bug in one panel. Each module of the grid has
 * one (its panel then says so and offers to try again), and the page has one around everything.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { describeThrown, PAGE_ERROR_EVENT } from '../app/page-errors';
import { reportError } from '../net/monitor';

interface Props {
  /** What failed, in the report: a module's id, or 'page'. */
  name: string;
  /** The whole page: its fallback offers a reload, a module's a new try. */
  whole?: boolean;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { message, stack } = describeThrown(error);
    reportError(PAGE_ERROR_EVENT, message, { kind: 'render', part: this.props.name, stack, componentStack: (info.componentStack ?? '').slice(0, 200) });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <Failed whole={this.props.whole === true} retry={() => this.setState({ failed: false })} />;
  }
}

function Failed({ whole, retry }: { whole: boolean; retry(): void }) {
  const { t } = useTranslation('layout');
  return (
    <section className="widget part-failed" role="alert">
      <p>{t(whole ? 'failed.page' : 'failed.module')}</p>
      <button type="button" onClick={whole ? () => location.reload() : retry}>{t(whole ? 'failed.reload' : 'failed.retry')}</button>
    </section>
  );
}
