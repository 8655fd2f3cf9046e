/** Events for one member's live channel (`member:<accountId>`), e.g. a new balance after a movement. */
export interface MemberEvent {
  readonly channel: string;
  readonly event: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

export interface EventHub {
  publish(event: MemberEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, listener: (event: MemberEvent) => void): () => void;
}
