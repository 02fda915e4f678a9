// The library strings in English.

export const library = {};
