/** The product supports Chrome only (spec §1); Edge, Opera and other Chromium forks say so in their UA. */
export function isChromeBrowser(
  userAgent: string,
  brands: readonly { brand: string }[] | undefined,
): boolean {
  if (brands && brands.length > 0)
    return (
      brands.some((entry) => entry.brand === 'Google Chrome' || entry.brand === 'Chromium') &&
      !brands.some((entry) => /Edge|Opera|Brave/i.test(entry.brand))
    );
  return /Chrome\/\d+/.test(userAgent) && !/Edg\/|OPR\/|SamsungBrowser|YaBrowser/.test(userAgent);
}
