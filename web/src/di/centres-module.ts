import { ContainerModule, type Container } from 'inversify';
import { STORES } from './stores';
import { TOKENS } from './tokens';
import { once } from './once';

/** Binds the member and agent centres' gateways and stores into the container when the first page that shows them opens. */
export function centresModule(container: Container): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(STORES.memberCentre).toResolvedValue(
      (gateways) =>
        once(async () => {
          const [loaded, { memberCentreModule }, { agentCentreModule }] = await Promise.all([
            gateways(),
            import('./member-centre-module'),
            import('./agent-centre-module'),
          ]);
          container.load(loaded, memberCentreModule, agentCentreModule);
        }),
      [TOKENS.CentreGateways],
    );
  });
}
