// What a test reads of a CSV handed to downloadCsv: the string, or a CsvFile's parts read back as text.

/** A Blob's text through FileReader (jsdom's Blob has no text()). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

export function csvText(csv: string | readonly BlobPart[]): Promise<string> {
  return typeof csv === "string" ? Promise.resolve(csv) : blobText(new Blob([...csv]));
}
