export function LibraryStats() {
  return null;
}
