import { useEffect, useRef, useState, type ComponentType } from 'react';
import { afterBook } from '../../ui/second-wave';
import type { ProGridProps } from './ProGrid';
import { StaticFrame, type FrameProps } from './StaticFrame';
import './layout.css';

/**
 * The page's grid: the static frame first (and for good in the basic layout); in the pro layout
 * the draggable grid takes over once its code (react-grid-layout, kept out of the initial JS)
 * has loaded after the book's first paint, at the width the static frame had.
 */
export function PageGrid(props: FrameProps & { type: 'spot' | 'margin' }) {
  const frame = useRef<HTMLElement>(null);
  const [live, setLive] = useState<{ Grid: ComponentType<ProGridProps>; width: number } | null>(null);
  const pro = props.layout === 'pro';

  useEffect(() => {
    if (!pro) return;
    return afterBook(() => {
      let mounted = true;
      void import('./ProGrid').then(({ ProGrid }) => {
        if (mounted) setLive({ Grid: ProGrid, width: frame.current?.clientWidth ?? document.documentElement.clientWidth });
      });
      return () => {
        mounted = false;
      };
    });
  }, [pro]);

  if (pro && live !== null) return <live.Grid {...props} initialWidth={live.width} />;
  return <StaticFrame {...props} frameRef={frame} />;
}
