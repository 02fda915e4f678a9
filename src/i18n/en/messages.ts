// The messages strings in English.

export const messages = {};
