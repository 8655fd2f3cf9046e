import { NodePowSolver } from '../../../adapters/crypto/pow-solver';
import type { TestServer } from '../../support/test-server';

/** Registers a member straight through the platform use case (with a solved proof of work). */
export async function registerMember(server: TestServer, username: string, password: string): Promise<void> {
  const challenge = await server.platform.issueHumanChallenge.execute(undefined, { ip: '10.9.9.9' });
  const verification = await new NodePowSolver().solve(challenge);
  const result = await server.platform.register.execute(
    { username, password, confirmPassword: password, termsAccepted: true, fields: {}, login: false, ...(verification ? { verification } : {}) },
    { ip: '10.9.9.9' },
  );
  if (!result.ok) throw new Error(`could not register ${username}: ${result.error.code}`);
}
