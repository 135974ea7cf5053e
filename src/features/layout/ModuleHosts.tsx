/**
 * Each module's content, rendered through a portal into a host element of its own that lives as
 * long as the page: whichever grid frames the module (the static first screen, then the
 * draggable grid) adopts the host into its body. So the switch of grids moves DOM nodes and
 * remounts nothing (the book's, depth's and trades' canvases keep their WebGL contexts).
 * A hidden module's content is not rendered at all.
 */
import { memo, useState } from 'react';
import { createPortal } from 'react-dom';
import { sameModuleList, type ModuleId } from './modules';
import { MODULE_CONTENT, type ModuleContext } from './registry';
import { ErrorBoundary } from '../../ui/ErrorBoundary';

export type Hosts = ReadonlyMap<ModuleId, HTMLElement>;

/** One host element per module, made once per page. */
export function useModuleHosts(ids: readonly ModuleId[]): Hosts {
  const [hosts] = useState(() => new Map<ModuleId, HTMLElement>());
  for (const id of ids) {
    if (!hosts.has(id)) {
      const host = document.createElement('div');
      host.className = 'module-host';
      hosts.set(id, host);
    }
  }
  return hosts;
}

/**
 * The portals of the `shown` modules. Render it after the grid: the grid's bodies adopt the
 * hosts in their layout effects, which then run before the contents' own (a widget measuring
 * its host in a layout effect finds it in the page).
 */
export const ModulePortals = memo(function ModulePortals({ shown, hosts, context }: PortalsProps) {
  // each module fails alone: a render error in one leaves the others (ErrorBoundary.tsx)
  return <>{shown.map((id) => createPortal(<ErrorBoundary name={id}>{MODULE_CONTENT[id](context)}</ErrorBoundary>, hosts.get(id)!, id))}</>;
}, samePortals);

interface PortalsProps { shown: readonly ModuleId[]; hosts: Hosts; context: ModuleContext }

/**
 * Whether the portals would render the same: the same modules in the same order, hosts and
 * context. `shown` is compared by content because the page derives a new array from every
 * layout change: a module dragged or resized (the grid's onLayoutChange at the gesture's end)
 * re-rendered every module's whole React tree, ~100 ms at 4x (docs/decisions.md, session 17).
 */
function samePortals(a: PortalsProps, b: PortalsProps): boolean {
  return a.hosts === b.hosts && a.context === b.context && sameModuleList(a.shown, b.shown);
}
