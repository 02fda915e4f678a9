// The runs-compare strings in English.

export const runsCompare = {};
