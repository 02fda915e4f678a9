// The context strings in English.

export const context = {};
