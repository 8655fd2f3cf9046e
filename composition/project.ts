import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PortalSettings } from '../core/domain/system/settings';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const WEB_ROOT = join(PROJECT_ROOT, 'web', 'dist');

export function loadDefaults(): PortalSettings {
  return JSON.parse(readFileSync(join(PROJECT_ROOT, 'adapters', 'config', 'defaults.json'), 'utf8')) as PortalSettings;
}
