import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { storesOf, type Stores } from '../di/stores';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/**
 * The app's view models, each resolved from the composition root's container when read: the member
 * and agent centres' exist only inside WithMemberCentre.
 */
export function useStores(): Stores {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useStores outside ContainerProvider');
  return useMemo(() => storesOf(container), [container]);
}

/** Renders its children once the member and agent centres' stores are bound; suspends until then. */
export function WithMemberCentre({ children }: { children: ReactNode }) {
  use(useStores().memberCentre());
  return children;
}
