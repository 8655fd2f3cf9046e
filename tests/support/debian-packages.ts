import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program a test run needs, and the Debian packages to install with it. */
export interface DebianProgram {
  readonly path: string;
  readonly packages: readonly string[];
}

/**
 * Installs with apt-get the packages of the programs that are missing (as root; otherwise says
 * what to run), so a run never skips what it cannot find. Answers whether every program is there.
 */
export function ensureDebianPrograms(programs: readonly DebianProgram[]): boolean {
  const missing = programs.filter((p) => !existsSync(p.path));
  if (missing.length === 0) return true;
  const packages = [...new Set(missing.flatMap((p) => p.packages))].join(' ');
  if (process.getuid?.() !== 0) {
    console.error(`${missing.map((p) => p.path).join(', ')} missing. Install with: sudo apt-get install -y ${packages}`);
    return false;
  }
  console.log(`${missing.map((p) => p.path).join(', ')} missing: installing ${packages} with apt-get…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
  } catch {
    console.error(`Installing ${packages} failed. Install with: apt-get install -y ${packages}`);
    return false;
  }
  return missing.every((p) => existsSync(p.path));
}
