// The redact strings in English.

export const redact = {};
