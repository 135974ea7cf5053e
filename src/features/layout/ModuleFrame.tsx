/**
 * A module's frame in the grid: its title bar (the handle the pro grid drags it by, with its
 * close button) and its body, into which the module's content is adopted. The content is
 * rendered once into a host element of its own (ModuleHosts.tsx) and moved, not remounted,
 * when the static first-screen grid gives way to the draggable one: the canvases in it keep
 * their renderers. The same markup as the gateway's first screen (server/shell/shell-markup.ts).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { chartFullscreen } from './layout-store';
import { isClosable, isThin, type ModuleId, type PageLayout } from './modules';
import { placeClass } from './placement';
import { useMobile } from './use-mobile';

/** The module frame's class names (the static grid places it by `m-<id>`). */
export function moduleClass(id: ModuleId): string {
  return `module ${placeClass(id)}${isThin(id) ? ' module-thin' : ''}`;
}

/** The title bar: pro only (basic modules stay where they are and need no handle). */
export function ModuleBar({ id, onClose }: { id: ModuleId; onClose?: (id: ModuleId) => void }) {
  useSignals();
  const { t } = useTranslation('layout');
  const title = t(`module.${id}`);
  return (
    <div className="module-bar" title={t('move', { name: title })}>
      <span className="module-title">{title}</span>
      <button type="button" className="module-close" aria-label={t('close', { name: title })}
        disabled={!isClosable(id, chartFullscreen.value, useMobile())} onClick={() => onClose?.(id)}>×</button>
    </div>
  );
}

/** The body the module's host element is moved into (before any paint: a layout effect). */
export function ModuleBody({ host }: { host: HTMLElement }) {
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    body.current!.appendChild(host);
  }, [host]);
  return <div className="module-body" ref={body} />;
}

/** Whether modules of `layout` carry a title bar. */
export function hasBar(layout: PageLayout): boolean {
  return layout === 'pro';
}
