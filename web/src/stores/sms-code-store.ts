import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure } from '../../../core/domain/kernel/result';
import type { DialingCountry, RequestSmsCode, SmsCodeGateway, SmsCodePurpose } from '../../../core/portal/access/request-sms-code';

/** The 'send code' button: the countries to pick from, the chosen dialing code, and the countdown after a send. */
export class SmsCodeStore {
  countries: DialingCountry[] = [];
  dialingCode = '';
  secondsLeft = 0;
  sending = false;
  error: Failure | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly request: RequestSmsCode,
    private readonly gateway: Pick<SmsCodeGateway, 'dialingCountries'>,
  ) {
    makeAutoObservable<SmsCodeStore, 'request' | 'gateway' | 'timer'>(this, { request: false, gateway: false, timer: false });
  }

  get canSend(): boolean {
    return !this.sending && this.secondsLeft === 0;
  }

  async loadCountries(): Promise<void> {
    if (this.countries.length > 0) return;
    const result = await this.gateway.dialingCountries();
    runInAction(() => {
      if (!result.ok) return void (this.error = result.error);
      this.countries = result.value;
      this.dialingCode ||= result.value[0]?.dialingCode ?? '';
    });
  }

  choose(dialingCode: string): void {
    this.dialingCode = dialingCode;
  }

  async send(purpose: SmsCodePurpose, mobileNum: string): Promise<void> {
    if (!this.canSend) return;
    this.sending = true;
    const result = await this.request.execute(purpose, mobileNum, this.dialingCode);
    runInAction(() => {
      this.sending = false;
      if (result === null) return;
      this.error = result.ok ? null : result.error;
      if (result.ok) this.countDown(result.value.countdownSeconds);
    });
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.secondsLeft = 0;
  }

  private countDown(seconds: number): void {
    this.stop();
    this.secondsLeft = seconds;
    this.timer = setInterval(() => runInAction(() => (this.secondsLeft > 1 ? this.secondsLeft-- : this.stop())), 1000);
  }
}
