/** Keeps a run of numbers and symbols ("8–K", "2.50×") in its own left-to-right order inside right-to-left text. */
export const ltr = (text: string): string => `\u2066${text}\u2069`;
