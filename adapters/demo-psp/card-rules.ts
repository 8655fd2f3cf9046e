/** The demo provider's test cards: one always approved, one always declined; any other valid card is approved. */
export const TEST_CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export interface CardForm {
  readonly name: string;
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

export type CardCheck = { readonly ok: true; readonly approved: boolean } | { readonly ok: false; readonly field: keyof CardForm; readonly message: string };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkCard(form: CardForm, now: Date): CardCheck {
  if (form.name.trim() === '') return { ok: false, field: 'name', message: 'Enter the name on the card.' };
  const digits = form.number.replace(/[\s-]/g, '');
  if (!/^[0-9]{12,19}$/.test(digits) || !luhn(digits)) return { ok: false, field: 'number', message: 'This card number is not valid.' };
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec(form.expiry.trim());
  if (!expiry) return { ok: false, field: 'expiry', message: 'Enter the expiry date as MM/YY.' };
  const lastDay = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 0, 23, 59, 59));
  if (lastDay < now) return { ok: false, field: 'expiry', message: 'This card has expired.' };
  if (!/^[0-9]{3,4}$/.test(form.cvc.trim())) return { ok: false, field: 'cvc', message: 'Enter the 3 or 4 digit security code.' };
  return { ok: true, approved: digits !== TEST_CARDS.declined.replace(/\s/g, '') };
}
