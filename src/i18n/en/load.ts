// The load strings in English.

export const load = {};
