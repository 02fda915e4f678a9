// secretlint's preset imports `node:path` for `basename` alone (to name a file in two messages);
// the browser bundle gets this instead (vite.config.ts), so the same rules run in the app.
const basename = (p: string) => p.slice(Math.max(p.lastIndexOf('/'), p.lastIndexOf('\\')) + 1);
export default { basename };
