/**
 * The quick market panel's box over the plot while it is shown (null otherwise): written by the
 * panel when it moves or changes size, read by the order lines, whose tags step aside from it
 * (panel-place.ts tagLeft).
 */
import { signal } from '@preact/signals-react';
import type { PanelBox } from '../../core/chart-trading/panel-place';

export const quickPanelBox = signal<PanelBox | null>(null);
