// The search strings in English.

export const search = {};
