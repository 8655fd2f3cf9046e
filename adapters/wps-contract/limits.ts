/** Wire limits shared by both ends; the server's body limit answers 413 above BODY_LIMIT. */
export const BODY_LIMIT = 64 * 1024;
export const SHORT_TEXT = 128;
