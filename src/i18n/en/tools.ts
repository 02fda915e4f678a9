// The tools strings in English.

export const tools = {};
