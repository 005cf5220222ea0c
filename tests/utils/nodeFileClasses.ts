import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * jsdom's Blob, File and FormData reach msw (which reads requests and builds responses with
 * Node's fetch classes) empty: a file part arrives as the 9 bytes "undefined" and a Blob response
 * body fails with "object.stream is not a function". A test file
 * that uploads or downloads calls this to use Node's own classes instead, for each of its tests.
 */
export function withNodeFileClasses(): void {
  let classes: { Blob: typeof Blob; File: typeof File; FormData: typeof FormData };
  beforeAll(async () => {
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData())
      .constructor as typeof FormData;
    const NodeBlob = (await new Response('').blob()).constructor as typeof Blob;
    // Node's fetch hands out no real File: a File is a Blob with a name.
    class NodeFile extends NodeBlob {
      readonly name: string;
      readonly lastModified: number;
      readonly webkitRelativePath = '';
      constructor(parts: BlobPart[], name: string, options: FilePropertyBag = {}) {
        super(parts, options);
        this.name = name;
        this.lastModified = options.lastModified ?? Date.now();
      }
    }
    classes = { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData };
  });
  beforeEach(() => {
    vi.stubGlobal('Blob', classes.Blob);
    vi.stubGlobal('File', classes.File);
    vi.stubGlobal('FormData', classes.FormData);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
