import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure } from '../../../../core/domain/kernel/result';
import { parseAmount } from '../../../../core/domain/wallet/amount';
import type { PlaceLotterySlip } from '../../../../core/portal/lottery/place-lottery-slip';
import { potentialWin, slipTotals } from '../../../../core/portal/lottery/slip-figures';
import type { LotteryGameView, LotteryLine } from '../../../../core/portal/lottery/types';
import type { RequestIds } from '../request-ids';

interface SlipEntry {
  readonly key: number;
  readonly kind: string;
  readonly picks: readonly string[];
  readonly position?: number;
  stakeText: string;
}

/** The bet slip of one game page: lines with a stake each, their totals, and the submit. */
export class BetSlipStore {
  entries: SlipEntry[] = [];
  /** The stake a new line starts with, in major units as typed. */
  stakeText = '1';
  submitting = false;
  error: Failure | null = null;
  /** How many tickets the last submit placed, for its confirmation. */
  placed = 0;
  private nextKey = 1;

  constructor(
    private readonly place: PlaceLotterySlip,
    private readonly requestIds: RequestIds,
    private readonly scale: () => number,
    /** Told after every answer: true when the slip was placed. */
    private readonly submitted: (placed: boolean) => void,
  ) {
    makeAutoObservable<BetSlipStore, 'place' | 'requestIds' | 'scale' | 'submitted' | 'nextKey' | 'find'>(this, {
      place: false,
      requestIds: false,
      scale: false,
      submitted: false,
      nextKey: false,
      find: false,
    });
  }

  /** Lines with stakes that parse; a line whose stake does not parse stops the submit. */
  get lines(): (LotteryLine & { readonly key: number; readonly stakeText: string; readonly valid: boolean })[] {
    return this.entries.map((e) => {
      const stake = parseAmount(e.stakeText, this.scale());
      return {
        key: e.key,
        kind: e.kind,
        picks: e.picks,
        ...(e.position !== undefined ? { position: e.position } : {}),
        stakeText: e.stakeText,
        stake: stake.ok ? stake.value : 0n,
        valid: stake.ok,
      };
    });
  }

  totals(game: LotteryGameView): { cost: bigint; win: bigint } {
    return slipTotals(this.lines, game.betKinds);
  }

  lineWin(game: LotteryGameView, line: LotteryLine): bigint {
    const kind = game.betKinds.find((k) => k.kind === line.kind);
    return kind ? potentialWin(line, kind) : 0n;
  }

  get canSubmit(): boolean {
    return this.entries.length > 0 && !this.submitting && this.lines.every((l) => l.valid);
  }

  private find(kind: string, picks: readonly string[], position?: number): SlipEntry | undefined {
    return this.entries.find((e) => e.kind === kind && e.position === position && e.picks.join() === picks.join());
  }

  has(kind: string, picks: readonly string[], position?: number): boolean {
    return this.find(kind, picks, position) !== undefined;
  }

  /** A line per call; the same numbers on the same kind and position are not added twice. */
  add(kind: string, picks: readonly string[], position?: number, stakeText = this.stakeText): void {
    if (this.find(kind, picks, position)) return;
    this.entries.push({ key: this.nextKey++, kind, picks, ...(position !== undefined ? { position } : {}), stakeText });
    this.error = null;
    this.placed = 0;
  }

  /** A one-tap bet: added, or taken off the slip when it is already there. */
  toggle(kind: string, picks: readonly string[], position?: number): void {
    const entry = this.find(kind, picks, position);
    if (entry) this.remove(entry.key);
    else this.add(kind, picks, position);
  }

  setDefaultStake(text: string): void {
    this.stakeText = text;
  }

  setStake(key: number, text: string): void {
    const entry = this.entries.find((e) => e.key === key);
    if (entry) entry.stakeText = text;
  }

  remove(key: number): void {
    this.entries = this.entries.filter((e) => e.key !== key);
  }

  clear(): void {
    this.entries = [];
    this.error = null;
  }

  async submit(game: LotteryGameView): Promise<void> {
    if (!this.canSubmit) return;
    const bets = this.lines.map(({ kind, picks, position, stake }) => ({ kind, picks, ...(position !== undefined ? { position } : {}), stake }));
    const requestId = this.requestIds.idFor(
      JSON.stringify({ game: game.gameCode, draw: game.next?.drawId, bets }, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    );
    this.submitting = true;
    this.error = null;
    const result = await this.place.execute(game, bets, requestId);
    this.requestIds.settle(result);
    runInAction(() => {
      this.submitting = false;
      if (!result.ok) {
        this.error = result.error;
        return;
      }
      this.placed = result.value.tickets.length;
      this.entries = [];
    });
    this.submitted(result.ok);
  }
}
