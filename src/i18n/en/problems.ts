// The problems strings in English.

export const problems = {};
