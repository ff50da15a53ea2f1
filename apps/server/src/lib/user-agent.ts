/** What a person recognises a device by in the list of signed-in screens: browser and system, from the user agent. */
export type DeviceName = { browser: string; system: string };

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/UCBrowser\/(\d+)/, 'UC Browser'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* .*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android (\d+)/, 'Android'],
  [/(?:iPhone|iPad|iPod).* OS (\d+)/, 'iOS'],
  [/Windows NT 10/, 'Windows'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

function firstMatch(userAgent: string, patterns: [RegExp, string][], unknown: string): string {
  for (const [pattern, name] of patterns) {
    const match = pattern.exec(userAgent);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return unknown;
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceName {
  const agent = userAgent ?? '';
  return { browser: firstMatch(agent, BROWSERS, 'Unknown browser'), system: firstMatch(agent, SYSTEMS, 'Unknown system') };
}
