/**
 * Files the user chose, by id: a File cannot go into the store (it is not serialisable), so the
 * import action carries its id and the saga looks the file up here.
 */
const files = new Map<string, File>();
let next = 0;

export function rememberFile(file: File): string {
  next += 1;
  const id = `file-${next}`;
  files.set(id, file);
  return id;
}

export function chosenFile(id: string): File | undefined {
  return files.get(id);
}

export function forgetFile(id: string): void {
  files.delete(id);
}
