/**
 * What a signed-in device is, read from its browser's user-agent string: the browser and the operating
 * system, nothing more (the full string is never kept). Shown in Settings → Account → Signed-in devices.
 * Order matters: browsers built on Chrome name Chrome (and Safari) too, so they are tried first.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdgA?\/|\bEdgiOS\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

/** Longest user-agent string read (a longer header is cut before matching). */
const MAX_USER_AGENT = 512;

export function summarizeUserAgent(userAgent: string | undefined | null): DeviceSummary {
  const ua = (userAgent ?? '').slice(0, MAX_USER_AGENT);
  const find = (table: readonly (readonly [RegExp, string])[]) => table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser: find(BROWSERS), os: find(SYSTEMS) };
}

/** "Firefox on Linux", "Chrome", "A device on Android", or the fallback when nothing is known. */
export function deviceName(summary: DeviceSummary, unknown: string): string {
  if (summary.browser && summary.os) return `${summary.browser} on ${summary.os}`;
  if (summary.browser) return summary.browser;
  if (summary.os) return `A device on ${summary.os}`;
  return unknown;
}
