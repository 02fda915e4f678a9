// The events strings in English.

export const events = {};
