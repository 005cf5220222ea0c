/** How a shortcut is written in tooltips on this computer (⌘ on a Mac, Ctrl elsewhere). */
export function isMacPlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

export function modKey(isMac: boolean): string {
  return isMac ? '⌘' : 'Ctrl+';
}
