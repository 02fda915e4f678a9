// The markdown strings in English.

export const markdown = {};
