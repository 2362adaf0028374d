/**
 * Hands a file made in the page to the browser's download (a Blob behind a temporary link that is
 * clicked once); the object URL is released right after, so nothing stays in memory.
 */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has started the download (revoking at once can cancel it in some browsers).
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
