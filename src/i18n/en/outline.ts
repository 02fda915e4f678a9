// The outline strings in English.

export const outline = {};
