// The workbench strings in English.

export const workbench = {};
