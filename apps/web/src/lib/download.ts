/** Saves `text` as a file named `filename` (a CSV with a BOM so spreadsheets read it as UTF-8). */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const bom = type.startsWith('text/csv') && !text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const url = URL.createObjectURL(new Blob([bom, text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the browser has taken the file by the next task
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
