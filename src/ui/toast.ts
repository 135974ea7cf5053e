/**
 * Short messages at the top of the page ("Order placed", a refused call's message). Any widget
 * calls showToast; <Toasts/> (mounted once by the page) shows them for TOAST_MS each.
 */
import { signal } from '@preact/signals-react';

export const TOAST_MS = 3000;

export interface Toast {
  id: number;
  text: string;
  kind: 'success' | 'error' | 'info';
}

export const toasts = signal<readonly Toast[]>([]);
let nextId = 1;

/** Shows `text` for TOAST_MS; returns its id. */
export function showToast(text: string, kind: Toast['kind'] = 'info'): number {
  const id = nextId++;
  toasts.value = [...toasts.value, { id, text, kind }];
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}
