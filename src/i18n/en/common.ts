// The common strings in English.

export const common = {};
