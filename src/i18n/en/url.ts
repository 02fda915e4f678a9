// The url strings in English.

export const url = {};
