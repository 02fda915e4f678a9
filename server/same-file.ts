/** Which file a status names: the same device and inode is the same file, wherever it is. */
export const sameFile = (a: { dev: number; ino: number }, b: { dev: number; ino: number }) =>
  a.dev === b.dev && a.ino === b.ino;
