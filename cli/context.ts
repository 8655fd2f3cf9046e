/** What a command may touch of the outside world; tests pass their own. */
export interface CliContext {
  out(line: string): void;
  err(line: string): void;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Reads all of standard input (for --password-stdin). */
  readStdin(): Promise<string>;
  /** Asks for a secret on the terminal without echo. */
  promptSecret(question: string): Promise<string>;
  /** Standard input line by line, as it is typed (`chat attach`). */
  readLines(): AsyncIterable<string>;
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM). */
  stopSignal(): Promise<string>;
  /** Path of the session file; defaults to the user's config directory. */
  readonly sessionFile?: string;
  exitCode: number;
}
