import Bowser from 'bowser';
import type { DeviceKind } from '../../../shared/schemas/member-sessions';

// Browser names as a Brazilian reader knows them (Bowser's own names otherwise).
const BROWSERS: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Android Browser': 'Navegador do Android',
  'Internet Explorer': 'Internet Explorer',
};
const SYSTEMS: Record<string, string> = { 'Chrome OS': 'ChromeOS' };

/**
 * A session's device in pt-BR words from its user agent, parsed by Bowser: "Chrome no Windows",
 * "Safari no iPhone", "Firefox no Linux". Whatever it cannot name reads "Dispositivo desconhecido".
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Dispositivo desconhecido';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const browserName = browser.name ? (BROWSERS[browser.name] ?? browser.name) : undefined;
  // An iPhone or iPad says more than "iOS".
  const system = platform.model ?? (os.name ? (SYSTEMS[os.name] ?? os.name) : undefined);
  if (browserName && system) return `${browserName} no ${system}`;
  if (browserName) return browserName;
  if (system) return `Navegador no ${system}`;
  return 'Dispositivo desconhecido';
}

/** Phone, tablet or computer (Bowser's platform type), so the list can show the right picture. */
export function deviceKind(userAgent: string | null | undefined): DeviceKind {
  const type = userAgent?.trim() ? Bowser.parse(userAgent).platform.type : undefined;
  return type === 'mobile' ? 'phone' : type === 'tablet' ? 'tablet' : 'computer';
}
