// The list strings in English.

export const list = {};
