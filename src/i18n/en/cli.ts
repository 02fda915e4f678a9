// The cli strings in English.

export const cli = {};
