/**
 * Saves CSV text as a file in the browser (a temporary object URL behind a download link); `csv` may come in
 * parts, as a long export builds it page by page.
 */
export function downloadCsv(fileName: string, csv: string | readonly string[]): void {
  // The byte-order mark makes spreadsheet apps read the file as UTF-8.
  saveBlob(
    fileName,
    new Blob(['\uFEFF', ...(typeof csv === 'string' ? [csv] : csv)], { type: 'text/csv;charset=utf-8' }),
  );
}

/** Saves a value as a JSON file (a person's data export). */
export function downloadJson(fileName: string, value: unknown): void {
  saveBlob(fileName, new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
}

function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
