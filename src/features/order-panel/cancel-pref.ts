/**
 * The CANCEL_ALL preference (confirm before "cancel all"), read once per signed-in page and
 * kept here so both Cancel All buttons (spot list, margin header) agree. On by default, as the
 * gateway's is, until the answer arrives.
 */
import { signal } from '@preact/signals-react';
import { fetchCancelAllPref, saveCancelAllPref } from './panel-api';

export const confirmCancelAll = signal(true);
let loadedFor: number | null = null;

/** Loads the preference for `userId` unless already loaded for that user. */
export async function loadCancelAllPref(userId: number): Promise<void> {
  if (loadedFor === userId) return;
  loadedFor = userId;
  confirmCancelAll.value = await fetchCancelAllPref();
}

/** "Do not ask again": turns the confirmation off on the gateway, then here. */
export async function turnCancelAllConfirmOff(): Promise<void> {
  if (await saveCancelAllPref(false)) confirmCancelAll.value = false;
}
