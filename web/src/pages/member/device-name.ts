/** A short, human name for a User-Agent header ("Chrome on Windows"); empty when nothing is known. */
export function deviceName(userAgent: string): { browser: string; os: string } {
  const browser =
    [/Edg\//, /OPR\//, /Firefox\//, /Chrome\//, /Safari\//]
      .map((pattern, i) => (pattern.test(userAgent) ? ['Edge', 'Opera', 'Firefox', 'Chrome', 'Safari'][i]! : ''))
      .find(Boolean) ?? '';
  const os =
    [/Android/, /iPhone|iPad/, /Windows/, /Mac OS X/, /Linux/]
      .map((pattern, i) => (pattern.test(userAgent) ? ['Android', 'iOS', 'Windows', 'macOS', 'Linux'][i]! : ''))
      .find(Boolean) ?? '';
  return { browser, os };
}
