/** Ledger account codes: one place that spells them. */
export const LEDGER_CODES = {
  memberMain: (accountId: number) => `member:${accountId}:main`,
  memberVendor: (accountId: number, vendor: string) => `member:${accountId}:vendor:${vendor}`,
  houseShard: (shard: number) => `house:game:${shard}`,
  paymentClearing: 'system:payment_clearing',
  bonus: 'system:bonus',
  agentCommission: 'system:agent_commission',
  adjustments: 'system:adjustments',
  demoCredit: 'system:demo_credit',
  genesis: 'system:genesis',
  houseJackpot: 'house:jackpot',
} as const;
