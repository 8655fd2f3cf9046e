import { Container, type ContainerModule } from 'inversify';
import { appSessionModule } from './app-session-module';
import { centresModule } from './centres-module';
import { chatModule } from './chat-module';
import { engagementModule } from './engagement-module';
import { lobbyModule } from './lobby-module';
import { lotteryModule } from './lottery-module';
import { protectionModule } from './protection-module';
import { sessionModule } from './session-module';

/** The web's composition root: each area's module over the given gateways (api-gateways.ts picks the real ones). */
export function createContainer(gateways: ContainerModule): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    gateways,
    sessionModule,
    lobbyModule,
    engagementModule,
    chatModule,
    protectionModule,
    lotteryModule,
    centresModule(container),
    appSessionModule,
  );
  return container;
}
