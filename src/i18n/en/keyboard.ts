// The keyboard strings in English.

export const keyboard = {};
