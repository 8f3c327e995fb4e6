/** One credit transfer of a payout file: the net amount to one recruiter's account. */
export type BankTransfer = {
  /** Unique per payout: its statement number, quoted back on the bank statement. */
  endToEndId: string;
  name: string;
  iban: string;
  /** Net amount in minor units of the file's currency. */
  amountMinor: number;
  description: string;
};

/** The exact total of minor amounts (a batch of 10,000 never rounds). */
export function totalMinor(transfers: readonly BankTransfer[]): number {
  return Number(transfers.reduce((sum, transfer) => sum + BigInt(transfer.amountMinor), 0n));
}
