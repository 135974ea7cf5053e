/**
 * The page's web storage, or null where the browser refuses it (private mode, a policy, a
 * disabled setting: reading `window.localStorage` then throws). What is kept there then lasts
 * as long as the page. One place for the guard the modules that remember something each wrote.
 */

/** The page's local storage, or null where it is disabled. */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The page's session storage (this tab, until it closes), or null where it is disabled. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
