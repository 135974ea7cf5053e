/**
 * The pro layout's draggable grid (react-grid-layout; its own chunk, loaded after the book's
 * first paint by PageGrid.tsx). Modules move by their title bar and resize from their inline-end
 * bottom corner (Market does not resize); nothing moves in mobile mode (below 960 px). Every
 * change is kept for the page type (layout-store.ts).
 *
 * The library places by physical left only: the grid is an ltr box in every locale, and a
 * right-to-left page hands it the layout mirrored and mirrors its reports back (placement.ts).
 * Canvas widgets follow a resize through their ResizeObserver, which reports once a frame
 * however many pointer events the drag brings; while a module is resized by hand the chart
 * holds its redraws (grid-gesture.ts) and is stretched until the gesture ends.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import ReactGridLayout, { type Layout, type LayoutItem } from 'react-grid-layout';
import { breakpointFor, MOBILE_BELOW, PRO_COLS, ROW_HEIGHT } from './grid-spec';
import { preemptDraggableStyles, startsGridGesture } from './drag-selection';
import { applyGridChange } from './layout-edits';
import { gridResizing } from './grid-gesture';
import { effectiveLayouts, hideModule } from './layout-state';
import { layoutOf } from './layout-store';
import { setLayout } from './set-layout';
import { ModuleBar, ModuleBody, moduleClass } from './ModuleFrame';
import { isResizable } from './modules';
import { mirrorItem } from './placement';
import type { FrameProps } from './StaticFrame';
import type { GridItem } from './default-layouts';
import './pro-grid.css';

export interface ProGridProps extends FrameProps {
  type: 'spot' | 'margin';
  /** The static frame's width: the first render places modules where it had them. */
  initialWidth: number;
}

const GRID = { cols: PRO_COLS, rowHeight: ROW_HEIGHT, margin: [0, 0] as [number, number], containerPadding: [0, 0] as [number, number] };

export function ProGrid({ type, rtl, shown, hosts, initialWidth }: ProGridProps) {
  useSignals();
  const state = layoutOf(type).value;
  const box = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(initialWidth);
  const [viewport, setViewport] = useState(() => window.innerWidth);

  // no text selection during a drag, without react-draggable's whole-document restyle (drag-selection.ts)
  useLayoutEffect(() => preemptDraggableStyles(document), []);
  const onMouseDown = useCallback((e: MouseEvent) => {
    if (startsGridGesture(e.target)) e.preventDefault();
  }, []);

  useLayoutEffect(() => {
    const el = box.current!;
    const measure = () => {
      setWidth(el.clientWidth);
      setViewport(window.innerWidth);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  const bp = breakpointFor('pro', viewport);
  const mobile = viewport < MOBILE_BELOW;
  const layout = useMemo((): Layout => effectiveLayouts('pro', state)[bp]
    .filter((m) => shown.includes(m.i))
    .map((m) => ({ ...(rtl ? mirrorItem(m, PRO_COLS) : m), ...(isResizable(m.i) ? {} : { isResizable: false }) })), [state, bp, shown, rtl]);

  const onLayoutChange = useCallback((next: Layout) => {
    const items = next.map(({ i, x, y, w, h }: LayoutItem): GridItem => {
      const item = { i, x, y, w, h } as GridItem;
      return rtl ? mirrorItem(item, PRO_COLS) : item;
    });
    setLayout(type, applyGridChange('pro', layoutOf(type).peek(), bp, items));
  }, [type, rtl, bp]);

  // canvas widgets hold their redraws while a module is resized by hand (grid-gesture.ts)
  useLayoutEffect(() => () => {
    gridResizing.value = false;
  }, []);
  const onResizeStart = useCallback(() => {
    gridResizing.value = true;
  }, []);
  const onResizeStop = useCallback(() => {
    gridResizing.value = false;
  }, []);

  const onClose = useCallback((id: GridItem['i']) => setLayout(type, hideModule('pro', layoutOf(type).peek(), id)), [type]);

  return (
    <main ref={box} className="grid grid-live grid-pro" dir="ltr" data-breakpoint={bp} onMouseDown={onMouseDown}>
      <ReactGridLayout
        width={width}
        layout={layout}
        gridConfig={GRID}
        dragConfig={{ enabled: !mobile, handle: '.module-bar', cancel: '.module-close' }}
        resizeConfig={{ enabled: !mobile, handles: [rtl ? 'sw' : 'se'] }}
        onLayoutChange={onLayoutChange}
        onResizeStart={onResizeStart}
        onResizeStop={onResizeStop}
      >
        {shown.map((id) => (
          <div key={id} className={moduleClass(id)} data-module={id} dir={rtl ? 'rtl' : 'ltr'}>
            <ModuleBar id={id} onClose={onClose} />
            <ModuleBody host={hosts.get(id)!} />
          </div>
        ))}
      </ReactGridLayout>
    </main>
  );
}
