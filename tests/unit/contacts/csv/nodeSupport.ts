import {
  type ContactCsvCounts,
  generateContactsCsv,
} from '../../../../scripts/csv/generateContacts.mjs';

/**
 * Node APIs for the CSV tests. tsconfig.app, which type-checks tests/unit, has no Node types, and
 * the suite runs in jsdom (tests/setup.ts needs it), whose Blob cannot stream(); so the few Node
 * functions used are loaded at run time and typed here.
 */
interface NodeFs {
  openAsBlob(path: string): Promise<Blob>;
}
interface NodeFsPromises {
  mkdtemp(prefix: string): Promise<string>;
  rm(path: string, options: { recursive: boolean; force: boolean }): Promise<void>;
  writeFile(path: string, data: string | Uint8Array): Promise<void>;
}
interface NodeOs {
  tmpdir(): string;
}
interface NodeBuffer {
  Blob: typeof Blob;
}

const load = <T>(name: string): Promise<T> => import(/* @vite-ignore */ name) as Promise<T>;

/** A Blob that can stream(), like a browser's File (jsdom's Blob cannot). */
export async function streamableBlob(parts: (string | Uint8Array)[]): Promise<Blob> {
  const { Blob: NodeBlob } = await load<NodeBuffer>('node:buffer');
  return new NodeBlob(parts as BlobPart[]);
}

export interface TempFolder {
  path(name: string): string;
  /** The file as a Blob backed by the disk: nothing is read into memory until streamed. */
  blob(name: string): Promise<Blob>;
  write(name: string, data: string | Uint8Array): Promise<void>;
  generate(name: string, size: number, seed: number): Promise<ContactCsvCounts>;
  remove(): Promise<void>;
}

export async function tempFolder(): Promise<TempFolder> {
  const fs = await load<NodeFs>('node:fs');
  const fsp = await load<NodeFsPromises>('node:fs/promises');
  const os = await load<NodeOs>('node:os');
  const folder = await fsp.mkdtemp(`${os.tmpdir()}/contacts-csv-engine-`);
  const path = (name: string) => `${folder}/${name}`;
  return {
    path,
    blob: (name) => fs.openAsBlob(path(name)),
    write: (name, data) => fsp.writeFile(path(name), data),
    generate: (name, size, seed) => generateContactsCsv({ out: path(name), size, seed }),
    remove: () => fsp.rm(folder, { recursive: true, force: true }),
  };
}
