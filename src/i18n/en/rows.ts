// The rows strings in English.

export const rows = {};
