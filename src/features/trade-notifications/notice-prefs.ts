/**
 * The user's trade-notification switches, kept on the server (GET / POST /gw-api/user/preferences,
 * keys NOTIFICATION and NOTIFICATION_SOUND, docs/api.md) and mirrored in a signal that the
 * notifications and the settings read. Both on by default, as on the server.
 */
import { signal } from '@preact/signals-react';
import { apiPostJson } from '../auth/auth-api';
import { apiGet } from '../../net/api';
import { readNoticePrefs, type NoticePrefs } from './notice-rule';

export const noticePrefs = signal<NoticePrefs>({ popup: true, sound: true });

/** Reads the signed-in user's switches into `noticePrefs` (unchanged when the call fails). */
export async function loadNoticePrefs(): Promise<void> {
  const a = await apiGet<unknown>('/user/preferences');
  if (a.success) noticePrefs.value = readNoticePrefs(a.data);
}

/** Turns one switch on or off: shown at once, saved on the server; put back if refused. */
export async function saveNoticePref(which: keyof NoticePrefs, on: boolean): Promise<boolean> {
  const before = noticePrefs.value;
  noticePrefs.value = { ...before, [which]: on };
  const { answer } = await apiPostJson<unknown>('/user/preferences', { [which === 'popup' ? 'NOTIFICATION' : 'NOTIFICATION_SOUND']: on });
  if (answer.success) {
    noticePrefs.value = readNoticePrefs(answer.data);
    return true;
  }
  noticePrefs.value = before;
  return false;
}
