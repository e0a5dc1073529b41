/** Hands a downloaded file to the browser's own download (the person's download folder). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Chromium starts the download asynchronously from the click.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
