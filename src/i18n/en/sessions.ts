// The sessions strings in English.

export const sessions = {};
