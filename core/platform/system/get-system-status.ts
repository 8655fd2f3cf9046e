import { isFeatureEnabled, type PortalSettings } from '../../domain/system/settings';
import { systemStateFor, type SystemState } from '../../domain/system/system-state';
import { encodeServicePath } from '../../domain/system/service-path';
import type { Random } from '../../domain/kernel/ports';
import type { SettingsRepository } from './ports';

export interface SystemStatusView {
  readonly state: SystemState;
  readonly ip: string;
  readonly settings: PortalSettings;
  readonly customerService: readonly { csType: string; path: string }[];
  readonly registerType: 'register' | 'registerMobile';
}

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export class GetSystemStatus {
  constructor(private readonly deps: { settings: SettingsRepository; random: Random }) {}

  async execute(ip: string): Promise<SystemStatusView> {
    const settings = await this.deps.settings.load();
    return {
      state: systemStateFor(settings, ip),
      ip,
      settings,
      customerService: settings.customerService.map((entry) => ({ csType: entry.csType, path: encodeServicePath(entry.url, this.key()) })),
      registerType: isFeatureEnabled(settings.whitelabel, 'MOBILENUMREG3') ? 'registerMobile' : 'register',
    };
  }

  private key(): string {
    return Array.from(this.deps.random.bytes(8), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
  }
}
