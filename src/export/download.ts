// Browser downloads of generated text or of an original file.

export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: the download starts asynchronously from the click.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
