/**
 * Has the browser download `url` itself, as a link with a download attribute would: a one-time link
 * to an export (POST /api/download-links), which the browser writes to disk as it arrives so the
 * page never holds the file, or a data: URL (the mocks). `fileName` names what the answer does not.
 */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
