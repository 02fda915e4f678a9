// The filters strings in English.

export const filters = {};
