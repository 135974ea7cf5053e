import { useMemo, type Ref } from 'react';
import { ModuleBar, ModuleBody, hasBar, moduleClass } from './ModuleFrame';
import type { Hosts } from './ModuleHosts';
import { effectiveLayouts, type LayoutState } from './layout-state';
import type { ModuleId, PageLayout } from './modules';
import { gridCss } from './placement';

export interface FrameProps {
  layout: PageLayout;
  state: LayoutState;
  rtl: boolean;
  shown: readonly ModuleId[];
  hosts: Hosts;
  onClose?: (id: ModuleId) => void;
}

/**
 * The grid without the grid library: modules placed by CSS from the layout (placement.ts), per
 * breakpoint by media query, exactly where react-grid-layout would put them. The basic layout's
 * only grid, and the pro layout's until the library has loaded (after the book's first paint).
 * The gateway's first screen is this same markup and CSS for the default layout.
 */
export function StaticFrame({ layout, state, rtl, shown, hosts, onClose, frameRef }: FrameProps & { frameRef?: Ref<HTMLElement> }) {
  const css = useMemo(() => gridCss({ layout, layouts: effectiveLayouts(layout, state), hidden: state.hidden, rtl }), [layout, state, rtl]);
  return (
    <>
      <style>{css}</style>
      <main ref={frameRef} className={`grid grid-static grid-${layout}`} dir="ltr">
        {shown.map((id) => (
          <div key={id} className={moduleClass(id)} data-module={id} dir={rtl ? 'rtl' : 'ltr'}>
            {hasBar(layout) && <ModuleBar id={id} onClose={onClose} />}
            <ModuleBody host={hosts.get(id)!} />
          </div>
        ))}
      </main>
    </>
  );
}
