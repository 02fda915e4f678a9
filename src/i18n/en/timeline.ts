// The timeline strings in English.

export const timeline = {};
