// The server-browser strings in English.

export const serverBrowser = {};
