/** Time and randomness reach core only through these ports. */
export interface Clock {
  now(): Date;
}

export interface Random {
  bytes(length: number): Uint8Array;
}
