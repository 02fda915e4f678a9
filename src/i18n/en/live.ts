// The live strings in English.

export const live = {};
