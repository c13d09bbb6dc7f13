export const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed';

/** Whether the desktop sidebar was left collapsed (kept per browser). */
export function readSidebarCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeSidebarCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
  } catch {
    // Private mode or a full storage: the choice lasts until the reload.
  }
}
