// The cost strings in English.

export const cost = {};
